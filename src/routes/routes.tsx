/**
 * The route table of spec section 2. Paths, access and redirects follow the spec's table row
 * by row; every screen of the table is built.
 */
import { redirect, type RouteObject } from 'react-router';
import { MainLayout } from '../features/layout/MainLayout';
import { PublicLayout, SimpleLayout } from '../features/layout/SimpleLayouts';
import { BadSelfTestRequest } from '../features/placeholders/BadSelfTestRequest';
import { TestsPage } from '../features/placeholders/TestsPage';
import { RouteError } from './RouteError';
import { anonymousOnly, loginLoader, signedInOnly, superAdminOnly } from './guards';
import { ForgotPasswordScreen, LoginScreen, RegisterSuccessScreen } from '../features/auth/AuthScreens';
import { ChangePasswordScreen } from '../features/account/ChangePasswordScreen';
import { PublicTestScreen } from '../features/public/PublicTestScreen';
import { ModulesScreen } from '../features/modules/ModulesScreen';
import { SettingsScreen } from '../features/settings/SettingsScreen';
import { CreateOrganizationScreen } from '../features/organizations/CreateOrganizationScreen';
import { followRouteSuite } from '../app/appActors';
import { openTestById } from './openTestById';
import { OverviewScreen } from '../features/overview/OverviewScreen';
import { CollectionsScreen } from '../features/collections/CollectionsScreen';

const publicTest = { element: <PublicTestScreen /> };

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        path: 'auth',
        loader: anonymousOnly,
        element: <SimpleLayout />,
        children: [
          { index: true, loader: () => redirect('/auth/login') },
          { path: 'login', loader: loginLoader, element: <LoginScreen /> },
          { path: 'register', loader: () => redirect('/auth/login') },
          { path: 'register/success', element: <RegisterSuccessScreen /> },
          { path: 'reset', element: <ForgotPasswordScreen /> },
        ],
      },
      {
        element: <PublicLayout />,
        children: [
          { path: 'public/test/:id', ...publicTest },
          { path: 'test/:id', ...publicTest },
          { path: 'go/:id', ...publicTest },
        ],
      },
      {
        path: 'create-org',
        loader: superAdminOnly,
        element: <SimpleLayout />,
        children: [{ index: true, element: <CreateOrganizationScreen /> }],
      },
      {
        loader: signedInOnly,
        element: <MainLayout />,
        children: [
          { index: true, loader: () => redirect('/tests') },
          { path: 'home/:testSuiteId?', loader: followRouteSuite, element: <OverviewScreen /> },
          { path: 'tests/:testSuiteId?/:testId?', loader: followRouteSuite, element: <TestsPage /> },
          {
            path: 'collections/:testSuiteId?/:testCollectionId?',
            loader: followRouteSuite,
            element: <CollectionsScreen />,
          },
          { path: 'settings/:testSuiteId?', loader: followRouteSuite, element: <SettingsScreen /> },
          { path: 'modules/:testSuiteId?', loader: followRouteSuite, element: <ModulesScreen /> },
          { path: 'run/:testSuiteId/:runId', loader: followRouteSuite, lazy: () => import('../features/runs/RunScreen').then(({ RunScreen }) => ({ Component: RunScreen })) },
          // Account pages show even without an organization or project: a person who has just
          // followed a reset-password e-mail must be able to set a password.
          { path: 'change-password', element: <ChangePasswordScreen />, handle: { accountPage: true } },
          { path: 'bad-self-test-request', element: <BadSelfTestRequest />, handle: { accountPage: true } },
          { path: ':testId', loader: openTestById },
        ],
      },
      { path: '*', loader: () => redirect('/') },
    ],
  },
];
