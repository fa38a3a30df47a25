/** Sample settings shared by the path model and the stories (which cannot import the test helpers). */
import { ACME_ORG_ID } from '../orgMembers/orgMembers.fixtures';
import type { OrganizationSettings } from './orgSettings.machine';

export const acmeSettings: OrganizationSettings = {
  org_id: ACME_ORG_ID,
  lambda_test_settings: { username: 'acme-qa', access_key: 'LT_9f8e7d6c5b4a', region: 'eu', parallel_sessions: 5 },
  ui_config: { logo: 'https://acme.example/logo.png', title: 'Acme QA', theme: { primary: '#ff6600' } },
};
