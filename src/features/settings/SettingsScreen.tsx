/**
 * /settings/{testSuiteId?}: the selected project (name, features, shared parameters,
 * environments, browser states, alerts), then the organization's members, service-account key, remote-browser settings and
 * branding. A section that needs a confirmation asks the global dialog itself and acts on the
 * answer (its machine). Shared parameters, environments and browser states are the project's
 * lists the test-case form and the run pickers share (layoutActors); the other sections live
 * while the screen is open.
 */
import type { ComponentProps, ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { selectSelectedOrg, selectSelectedSuite, selectSuiteData } from '../../../machines/mainLayout/mainLayout.selectors';
import { selectChannels } from '../../../machines/alerts/alerts.selectors';
import { alertDeliveries, alerts, copySecret, features, members, serviceAccountKey, settings } from '../../wiring/settings';
import { appActors, layoutActors } from '../../wiring/workspace';
import { SettingsPageView } from './SettingsPageView';

type FeaturesProps = ComponentProps<typeof SettingsPageView>['features'];
type AlertsProps = ComponentProps<typeof SettingsPageView>['alerts'];
type DeliveriesProps = ComponentProps<typeof SettingsPageView>['alertDeliveries'];

/** The selected project's features, alert channels and deliveries, started afresh for each project (keyed by it). */
function WithProjectFeatures({
  suiteId,
  render,
}: {
  suiteId: string;
  render: (features: FeaturesProps, alerts: AlertsProps, deliveries: DeliveriesProps) => ReactNode;
}) {
  const { confirmDialog } = appActors();
  const actor = useActorRef(features, { input: { suiteId } });
  const alertsActor = useActorRef(alerts, { input: { ownerId: suiteId, confirmDialog } });
  const deliveriesActor = useActorRef(alertDeliveries, { input: { suiteId } });
  const alertsSnapshot = useSelector(alertsActor, (s) => s);
  const deliveriesSnapshot = useSelector(deliveriesActor, (s) => s);
  const collections = useSelector(layoutActors().mainLayout, (s) => selectSuiteData(s)?.collections ?? null);
  return render(
    { snapshot: useSelector(actor, (s) => s), send: actor.send },
    {
      snapshot: alertsSnapshot,
      send: alertsActor.send,
      collections: (collections ?? []).map((collection) => ({ id: collection._id, name: collection.name })),
      testAlerts: { snapshot: deliveriesSnapshot, send: deliveriesActor.send },
      onCopySecret: copySecret,
    },
    {
      snapshot: deliveriesSnapshot,
      send: deliveriesActor.send,
      channels: alertsSnapshot.matches('loaded') ? selectChannels(alertsSnapshot) : null,
    },
  );
}

function OrganizationSettings({ orgId, orgName }: { orgId: string; orgName: string }) {
  const { projectPicker, mainLayout } = layoutActors();
  const { confirmDialog } = appActors();
  const memberActor = useActorRef(members, { input: { ownerId: orgId, confirmDialog } });
  const keyActor = useActorRef(serviceAccountKey, { input: { orgId, confirmDialog } });
  const settingsActor = useActorRef(settings, { input: { orgId } });
  const project = useSelector(mainLayout, selectSelectedSuite);
  // The project's lists load by themselves, once per project (the workspace moves them).
  const { sharedParameters, browserStates, environments } = layoutActors();
  const parametersSnapshot = useSelector(sharedParameters, (s) => s);
  const environmentsSnapshot = useSelector(environments, (s) => s);
  const browserStatesSnapshot = useSelector(browserStates, (s) => s);
  const membersSnapshot = useSelector(memberActor, (s) => s);
  const keySnapshot = useSelector(keyActor, (s) => s);
  const settingsSnapshot = useSelector(settingsActor, (s) => s);
  const page = (featureProps: FeaturesProps, alertProps: AlertsProps, deliveryProps: DeliveriesProps) => (
    <SettingsPageView
      features={featureProps}
      alerts={alertProps}
      alertDeliveries={deliveryProps}
      sharedParameters={{ snapshot: parametersSnapshot, send: sharedParameters.send }}
      environments={{ snapshot: environmentsSnapshot, send: environments.send }}
      browserStates={{ snapshot: browserStatesSnapshot, send: browserStates.send }}
      project={{
        project: project ? { id: project.test_suite_id, name: project.name } : null,
        send: (event) => {
          projectPicker.send({ type: 'picker.open' });
          projectPicker.send(
            event.type === 'project.renameRequested'
              ? { type: 'project.rename', id: event.id, name: event.name }
              : { type: 'project.delete', id: event.id, name: event.name },
          );
        },
      }}
      members={{ snapshot: membersSnapshot, send: memberActor.send }}
      serviceAccountKey={{ snapshot: keySnapshot, send: keyActor.send }}
      settings={{ snapshot: settingsSnapshot, send: settingsActor.send, orgName }}
    />
  );
  return project ? <WithProjectFeatures key={project.test_suite_id} suiteId={project.test_suite_id} render={page} /> : page(null, null, null);
}

export function SettingsScreen() {
  const organization = useSelector(layoutActors().mainLayout, selectSelectedOrg);
  if (!organization) return null;
  // Keyed: another organization starts its sections afresh.
  return <OrganizationSettings key={organization.org_id} orgId={organization.org_id} orgName={organization.name} />;
}
