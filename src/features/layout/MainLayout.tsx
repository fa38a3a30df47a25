/** The signed-in layout: sidebar, top bar and the routed page, driven by the app actors. */
import { useSelector } from '@xstate/react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { appActors, layoutActors } from '../../wiring/workspace';
import { readStored, storageKeys } from '../../app/storage';
import { selectUser } from '../../../machines/session/session.selectors';
import { MainLayoutView } from './MainLayoutView';
import { SidebarView } from './SidebarView';
import { sidebarLinks } from './sidebarLinks';
import { TopBar } from './TopBar';
import { ChangePasswordDialog } from '../account/ChangePasswordDialog';

function Sidebar() {
  const { sidebar, session } = appActors();
  const { mainLayout, changePasswordDialog } = layoutActors();
  const snapshot = useSelector(sidebar, (s) => s);
  const suiteId = useSelector(mainLayout, (s) => s.context.selectedSuiteId);
  const { pathname } = useLocation();
  const email = useSelector(session, (s) => selectUser(s)?.email ?? '');
  const links = sidebarLinks({ suiteId, collectionId: readStored(storageKeys.collection), testId: readStored(storageKeys.test) });
  return (
    <SidebarView
      snapshot={snapshot}
      send={sidebar.send}
      links={links}
      email={email}
      showChangePassword={pathname !== '/change-password'}
      onChangePassword={() => changePasswordDialog.send({ type: 'dialog.open' })}
      onLogout={() => session.send({ type: 'logout.requested' })}
    />
  );
}

/** The signed-in layout; it renders only while someone is signed in (it holds their data). */
export function MainLayout() {
  const userId = useSelector(appActors().session, (s) => selectUser(s)?.id ?? null);
  return userId ? <SignedInLayout key={userId} /> : null;
}

function SignedInLayout() {
  const { mainLayout, projectPicker } = layoutActors();
  const snapshot = useSelector(mainLayout, (s) => s);
  const accountPage = useMatches().some((match) => (match.handle as { accountPage?: boolean } | undefined)?.accountPage);
  return (
    <>
      <MainLayoutView
        snapshot={snapshot}
        send={mainLayout.send}
        accountPage={accountPage}
        sidebar={<Sidebar />}
        topBar={<TopBar />}
        onNewProject={() => {
          projectPicker.send({ type: 'picker.open' });
          projectPicker.send({ type: 'project.create' });
        }}
      >
        <Outlet />
      </MainLayoutView>
      {/* Opened from the user menu, whatever the page shows. */}
      <ChangePasswordDialog />
    </>
  );
}
