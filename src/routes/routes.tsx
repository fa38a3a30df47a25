/**
 * The route table of spec section 2. Paths, access and redirects follow the spec's table row
 * by row; every screen of the table is built.
 *
 * Every screen loads on demand (`lazy`): a first visit downloads only the modules of the
 * screens its address shows. The table itself keeps to what every visit needs anyway: the
 * guards, the error element and plain redirects.
 */
import { redirect, type RouteObject } from 'react-router';
import { RouteError } from './RouteError';
import { anonymousOnly, loginLoader, signedInOnly, superAdminOnly } from './guards';
import { screen, suiteScreen } from './lazyScreens';

const publicTest = screen(() => import('../features/public/PublicTestScreen').then((m) => m.PublicTestScreen));
const authScreens = () => import('../features/auth/AuthScreens');
const simpleLayout = screen(() => import('../features/layout/SimpleLayouts').then((m) => m.SimpleLayout));

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        path: 'auth',
        loader: anonymousOnly,
        ...simpleLayout,
        children: [
          { index: true, loader: () => redirect('/auth/login') },
          { path: 'login', loader: loginLoader, ...screen(() => authScreens().then((m) => m.LoginScreen)) },
          { path: 'register', loader: () => redirect('/auth/login') },
          { path: 'register/success', ...screen(() => authScreens().then((m) => m.RegisterSuccessScreen)) },
          { path: 'reset', ...screen(() => authScreens().then((m) => m.ForgotPasswordScreen)) },
        ],
      },
      {
        ...screen(() => import('../features/layout/PublicLayout').then((m) => m.PublicLayout)),
        children: [
          { path: 'public/test/:id', ...publicTest },
          { path: 'test/:id', ...publicTest },
          { path: 'go/:id', ...publicTest },
        ],
      },
      {
        path: 'create-org',
        loader: superAdminOnly,
        ...simpleLayout,
        children: [
          { index: true, ...screen(() => import('../features/organizations/CreateOrganizationScreen').then((m) => m.CreateOrganizationScreen)) },
        ],
      },
      {
        loader: signedInOnly,
        ...screen(() => import('../features/layout/MainLayout').then((m) => m.MainLayout)),
        children: [
          { index: true, loader: () => redirect('/tests') },
          { path: 'home/:testSuiteId?', ...suiteScreen(() => import('../features/overview/OverviewScreen').then((m) => m.OverviewScreen)) },
          { path: 'tests/:testSuiteId?/:testId?', ...suiteScreen(() => import('../features/tests/TestsScreen').then((m) => m.TestsScreen)) },
          {
            path: 'collections/:testSuiteId?/:testCollectionId?',
            ...suiteScreen(() => import('../features/collections/CollectionsScreen').then((m) => m.CollectionsScreen)),
          },
          { path: 'settings/:testSuiteId?', ...suiteScreen(() => import('../features/settings/SettingsScreen').then((m) => m.SettingsScreen)) },
          { path: 'modules/:testSuiteId?', ...suiteScreen(() => import('../features/modules/ModulesScreen').then((m) => m.ModulesScreen)) },
          { path: 'run/:testSuiteId/:runId', ...suiteScreen(() => import('../features/runs/RunScreen').then((m) => m.RunScreen)) },
          // Account pages show even without an organization or project: a person who has just
          // followed a reset-password e-mail must be able to set a password.
          {
            path: 'change-password',
            ...screen(() => import('../features/account/ChangePasswordScreen').then((m) => m.ChangePasswordScreen)),
            handle: { accountPage: true },
          },
          {
            path: 'bad-self-test-request',
            ...screen(() => import('../features/testCase/BadSelfTestRequest').then((m) => m.BadSelfTestRequest)),
            handle: { accountPage: true },
          },
          { path: ':testId', lazy: () => import('./openTestById').then((m) => ({ loader: m.openTestById })) },
        ],
      },
      { path: '*', loader: () => redirect('/') },
    ],
  },
];
