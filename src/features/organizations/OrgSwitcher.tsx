import { useSelector } from '@xstate/react';
import { layoutActors } from '../../wiring/workspace';
import { selectOrganizations, selectSelectedOrg } from '../../../machines/mainLayout/mainLayout.selectors';
import { OrgSwitcherView } from './OrgSwitcherView';

/** The organization switcher wired to its actor; the organizations come from the layout. */
export function OrgSwitcher() {
  const { orgSwitcher, mainLayout } = layoutActors();
  const snapshot = useSelector(orgSwitcher, (s) => s);
  const organizations = useSelector(mainLayout, selectOrganizations);
  const selected = useSelector(mainLayout, selectSelectedOrg);
  return <OrgSwitcherView snapshot={snapshot} send={orgSwitcher.send} organizations={organizations} selected={selected} />;
}
