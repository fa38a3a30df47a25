import { describe, expect, it } from 'vitest';
import { describePathModel } from '../_testing/pathTests';
import {
  deleteParameterOptions,
  INVALID_PARAMETER_KEY,
  KEY_AND_VALUE_REQUIRED,
  MASKED_VALUE,
  SHARED_PARAMETER_EXISTS,
  sharedParameterError,
} from './sharedParameters.machine';
import { adminUser, baseUrl, sharedParametersPathModel } from './sharedParameters.paths';

// The list, form, edit and confirmation behaviour is the list resource's (listResource.test.ts).
describePathModel(sharedParametersPathModel);

describe('sharedParameterError (spec section 5)', () => {
  it.each([
    ['', 'v', KEY_AND_VALUE_REQUIRED],
    ['   ', 'v', KEY_AND_VALUE_REQUIRED],
    ['KEY', '', KEY_AND_VALUE_REQUIRED],
    ['KEY', '  ', KEY_AND_VALUE_REQUIRED],
    ['9lives', 'v', INVALID_PARAMETER_KEY],
    ['BASE-URL', 'v', INVALID_PARAMETER_KEY],
    ['BASE URL', 'v', INVALID_PARAMETER_KEY],
    ['BASE_URL', 'v', SHARED_PARAMETER_EXISTS],
    [' BASE_URL ', 'v', SHARED_PARAMETER_EXISTS],
    ['base_url', 'v', null],
    ['_private1', 'v', null],
  ])('%j with value %j → %j', (key, value, message) => {
    expect(sharedParameterError(key, value, [baseUrl, adminUser])).toBe(message);
  });

  it('lets an edited parameter keep its own key', () => {
    expect(sharedParameterError('BASE_URL', MASKED_VALUE, [baseUrl, adminUser], baseUrl._id)).toBeNull();
    expect(sharedParameterError('ADMIN_USER', MASKED_VALUE, [baseUrl, adminUser], baseUrl._id)).toBe(SHARED_PARAMETER_EXISTS);
  });
});

describe('deleteParameterOptions', () => {
  it('reads as the spec says, the key escaped in the message', () => {
    expect(deleteParameterOptions('BASE_URL')).toEqual({
      title: 'Delete shared parameter "BASE_URL"?',
      message: 'Tests that use <b>BASE_URL</b> will no longer receive it.',
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
      icon: 'danger',
    });
    expect(deleteParameterOptions('A<b>&').message).toBe('Tests that use <b>A&#60;b&#62;&#38;</b> will no longer receive it.');
  });
});
