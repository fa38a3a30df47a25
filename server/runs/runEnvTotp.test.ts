import { describe, expect, it } from 'vitest';
import { testValues } from './runEnv.ts';

describe('the run environment of a one-time code', () => {
  it("passes a credential's TOTP secret as TEST_PARAM_CREDENTIAL_<NAME>_TOTP, as the scripts read it, and treats it as secret", () => {
    const sources = {
      parameters: {},
      secretParameters: new Set<string>(),
      credentials: { admin: { username: 'root', password: 'pw', totp: 'JBSWY3DPEHPK3PXP' } },
    };
    const { env, secretNames } = testValues({ sources, overrides: {} });
    expect(env.TEST_PARAM_CREDENTIAL_ADMIN_TOTP).toBe('JBSWY3DPEHPK3PXP');
    expect(secretNames).toContain('TEST_PARAM_CREDENTIAL_ADMIN_TOTP');
  });
});
