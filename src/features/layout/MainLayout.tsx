/** The signed-in layout: sidebar, top bar and the routed page, driven by the app actors. */
import { useSelector } from '@xstate/react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { appActors } from '../../app/appActors';
import { readStored, storageKeys } from '../../app/storage';
import { signedInEmail } from '../../session/session';
import { MainLayoutView } from './MainLayoutView';
import { SidebarView } from './SidebarView';
import { logoutConfirmation, sidebarLinks } from './sidebarLinks';
import { TopBar } from './TopBar';

function Sidebar() {
  const { sidebar, mainLayout, confirmDialog } = appActors();
  const snapshot = useSelector(sidebar, (s) => s);
  const suiteId = useSelector(mainLayout, (s) => s.context.selectedSuiteId);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const links = sidebarLinks({ suiteId, collectionId: readStored(storageKeys.collection), testId: readStored(storageKeys.test) });
  return (
    <SidebarView
      snapshot={snapshot}
      send={sidebar.send}
      links={links}
      email={signedInEmail()}
      showChangePassword={pathname !== '/change-password'}
      // TODO(#3): the change-password dialog; until then the screen says it is not built.
      onChangePassword={() => navigate('/change-password')}
      onLogout={() => confirmDialog.send({ type: 'dialog.open', options: logoutConfirmation })}
    />
  );
}

export function MainLayout() {
  const { mainLayout, projectPicker } = appActors();
  const snapshot = useSelector(mainLayout, (s) => s);
  return (
    <MainLayoutView
      snapshot={snapshot}
      send={mainLayout.send}
      sidebar={<Sidebar />}
      topBar={<TopBar />}
      onNewProject={() => {
        projectPicker.send({ type: 'picker.open' });
        projectPicker.send({ type: 'project.create' });
      }}
    >
      <Outlet />
    </MainLayoutView>
  );
}
