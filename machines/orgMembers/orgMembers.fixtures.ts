/** Sample members shared by the path model and the stories (which cannot import the test helpers). */
import type { OrganizationMember } from './orgMembers.machine';

export const ACME_ORG_ID = '0b5f3c9e-7f1e-4c55-9a43-2f1d8c0e6a11';

export const ada: OrganizationMember = { id: '5d0c1f52-8a3e-4a0c-9d3b-0c5e8f1a2b01', email: 'ada@acme.example', role: 'admin' };
export const grace: OrganizationMember = { id: '5d0c1f52-8a3e-4a0c-9d3b-0c5e8f1a2b02', email: 'grace@acme.example', role: 'user' };
export const linus: OrganizationMember = { id: '5d0c1f52-8a3e-4a0c-9d3b-0c5e8f1a2b03', email: 'linus@acme.example', role: 'user' };
