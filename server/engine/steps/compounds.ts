/**
 * One clause that says several steps (issue 17 item 3): `log in with user ada and password
 * s3cret`, `Login with valid email and password`, `Enter username/password`, `Fill out the login
 * form with $username and $password`, `Apply discount code DEMO20`, `I should see the filters
 * name, family and sku`, `"Recent Videos" link navigates to /videos`. Each pattern rewrites the
 * clause into steps of the quoted language, which are then parsed as any step is.
 *
 * Data not written in the line is never made up: `Login with valid email and password` types
 * the test parameters @EMAIL and @PASSWORD, which the test or project must give (generation says
 * which one is missing).
 */
import { maskQuotes, parameterKey } from './tokens.ts';

/** Gherkin keyword, subject and modal before the clause. */
const LEAD =
  /^(?:(?:expected|expect)(?:\s+results?)?\s*[:\-–]\s*)?(?:(?:given|when|then|and|but)\s+)?(?:(?:i|we)\s+|(?:user|customer|(?:the|a|an)\s+(?:user|customer|visitor|admin|administrator|tester|member|buyer|guest|shopper|student|teacher|manager))\s+(?=(?:log|sign|register|authenticat|enter|fill|type|input|provide|key|redeem|apply|use|should|can|is|am|are|try|tries|attempt|want|have|has)))?(?:(?:should be able to|is able to|am able to|can|try to|tries to|attempts? to|want to|wants to)\s+)?/i;

/** A value: one quoted string, a placeholder or one word (never spaces outside quotes). */
const VALUE = String.raw`(\u0001V\d+\u0001|[^\s\u0001]+)`;

const SIGN_IN = String.raw`(log\s*in|logs\s*in|login|logins|sign\s*in|signs\s*in|signin|register|registers|sign\s*up|signs\s*up|authenticate|authenticates)`;
const USER_FIELD = String.raw`(e-?mail\s+or\s+user\s*name|user\s*name\s+or\s+e-?mail|user\s*name|username|user\s*id|userid|user|e-?mail(?:\s+address)?|login|account)`;
const ADJECTIVE = String.raw`(?:(?:a|an|the|my|your|some)\s+)?(?:(?:valid|correct|registered|existing|proper|right)\s+)?`;
/** Where the author says it happens, after the clause: `using the webUI`, `on the login page`. */
const WHERE = String.raw`(?:\s+(?:using|via|on|in|through|from|as\s+in|as\s+per)\s+(?:the\s+)?[\w\s-]+?)?`;

/** A quote for a value: one its text does not contain. */
export function quote(text: string): string {
  for (const [open, close] of [
    ['"', '"'],
    ["'", "'"],
    ['`', '`'],
    ['“', '”'],
    ['«', '»'],
  ]) {
    if (!text.includes(close)) return `${open}${text}${close}`;
  }
  return `"${text.replace(/"/g, '')}"`;
}

/** The text of a value as written: a quote's inside, or the word. */
type Values = (masked: string) => string;

/** `logs in` → `log in`, `registers` → `register`: the label a person reads on the button. */
const label = (verb: string): string => verb.replace(/^(log|sign)s(\s*)(in|up)$/i, '$1$2$3').replace(/^(register|authenticate|login)s$/i, '$1');

/** `user name` → @USER_NAME: the parameter a field's data comes from when the line does not give it. */
const parameter = (field: string): string => `@${parameterKey(field)}`;

const fieldName = (field: string): string =>
  field
    .replace(/\s+/g, ' ')
    .replace(/^e-mail/i, 'email')
    .replace(/ address$/i, '');

const PLACEHOLDER = /^(?:\$\{?(\w+)\}?|<(\w+)>|\{\{?(\w+)\}?\}|@(\w+))$/;

type Pattern = (masked: string, value: Values) => string[] | undefined;

/** `log in with user ada and password s3cret`, `the user logs in with username "u1" and password "p" using the webUI`. */
const signInWith: Pattern = (masked, value) => {
  // ("the user is logged in with …", "user has logged in with …": the same deed told done; its button is "log in")
  const m = new RegExp(
    String.raw`^(?:(?:is|am|are|has|have)\s+(?:been\s+)?(logged\s+in|signed\s+in)|${SIGN_IN})\s+(?:with|using|as)\s+(?:the\s+)?${USER_FIELD}\s+${VALUE}\s+and\s+(?:the\s+|a\s+)?(?:password|pwd|pass)\s+${VALUE}${WHERE}$`,
    'i',
  ).exec(masked);
  if (!m) return undefined;
  const verb = m[1] ? m[1].replace(/ged|ned/i, '').replace(/\s+/, ' ') : label(m[2]);
  return [
    `enter ${quote(value(m[4]))} into the ${quote(fieldName(m[3]))} field`,
    `enter ${quote(value(m[5]))} into the "password" field`,
    `click ${quote(verb)}`,
  ];
};

/**
 * `I sign in with password "s3cret"`, `I have logged in as "ada" with password "s3cret"`, `user
 * "demo" logs in with password "mode"`, `I login with "ada" and password "s3cret"`.
 */
const signInShort: Pattern = (masked, value) => {
  const passwordOnly = new RegExp(String.raw`^${SIGN_IN}\s+(?:with|using)\s+(?:the\s+)?(?:password|pwd)\s+${VALUE}${WHERE}$`, 'i').exec(masked);
  if (passwordOnly) return [`enter ${quote(value(passwordOnly[2]))} into the "password" field`, `click ${quote(label(passwordOnly[1]))}`];
  const as = new RegExp(
    String.raw`^(?:have\s+|has\s+|am\s+|is\s+|are\s+)?(logged\s+in|signed\s+in|log\s*in|logs\s*in|sign\s*in|signs\s*in|login)\s+as\s+${VALUE}\s+(?:with|and)\s+(?:the\s+)?(?:password|pwd)\s+${VALUE}${WHERE}$`,
    'i',
  ).exec(masked);
  if (as) {
    const verb = label(as[1].replace(/^(log|sign)ged|^(log|sign)ed/i, (m) => m.replace(/g?ed$/i, ''))).replace(/^signed/i, 'sign');
    return [
      `enter ${quote(value(as[2]))} into the "login" field`,
      `enter ${quote(value(as[3]))} into the "password" field`,
      `click ${quote(verb.replace(/^logged/i, 'log'))}`,
    ];
  }
  const userFirst = new RegExp(String.raw`^user\s+${VALUE}\s+${SIGN_IN}\s+with\s+(?:the\s+)?(?:password|pwd)\s+${VALUE}${WHERE}$`, 'i').exec(masked);
  if (userFirst)
    return [
      `enter ${quote(value(userFirst[1]))} into the "user" field`,
      `enter ${quote(value(userFirst[3]))} into the "password" field`,
      `click ${quote(label(userFirst[2]))}`,
    ];
  // Clearance's `I have signed in with "john@example.com/password"`: the user and the password in one quote
  const pair = new RegExp(
    String.raw`^(?:have\s+|has\s+|am\s+|is\s+)?(signed\s+in|logged\s+in|sign\s*in|signs\s*in|log\s*in|logs\s*in|login)\s+(?:with|as)\s+(\u0001V\d+\u0001\s*\/\s*\u0001V\d+\u0001|\u0001V\d+\u0001|[^\s/\u0001]+\/[^\s/\u0001]+)${WHERE}$`,
    'i',
  ).exec(masked);
  // ("with `standard_user` / `secret_sauce`": two quotes on either side of the slash)
  const both = pair ? /^([^/\s]+)\s*\/\s*([^/\s]+)$/.exec(pair[2].replace(/\u0001V\d+\u0001/g, (marker) => value(marker))) : null;
  if (pair && both) {
    // (the button says what the author did: "Login", "sign in"; a deed told as done, "signed in", its present)
    const verb = /ed\s*in$/i.test(pair[1]) ? pair[1].toLowerCase().replace(/^(sign|log)g?ed\s*in$/, '$1 in') : label(pair[1]);
    return [
      `enter ${quote(both[1])} into the ${both[1].includes('@') ? '"email"' : '"username"'} field`,
      `enter ${quote(both[2])} into the "password" field`,
      `click ${quote(verb)}`,
    ];
  }
  const bare = new RegExp(String.raw`^${SIGN_IN}\s+with\s+(\u0001V\d+\u0001)\s+and\s+(?:the\s+)?(?:password|pwd)\s+${VALUE}${WHERE}$`, 'i').exec(
    masked,
  );
  if (bare)
    return [
      `enter ${quote(value(bare[2]))} into the "username" field`,
      `enter ${quote(value(bare[3]))} into the "password" field`,
      `click ${quote(label(bare[1]))}`,
    ];
  return undefined;
};

/** `Enter 'a' in the email field and 'b' in the password field`: two fields, each after its data. */
const fillTwoPlaces: Pattern = (masked, value) => {
  const m = new RegExp(
    String.raw`^${FILL}\s+${VALUE}\s+(?:in|into)\s+(?:the\s+)?${FIELD}(\s+field)?\s+and\s+${VALUE}\s+(?:in|into)\s+(?:the\s+)?${FIELD}(\s+field)?$`,
    'i',
  ).exec(masked);
  if (!m || !/\u0001/.test(m[1] + m[4])) return undefined;
  // (the field's kind only where the author wrote it: "in Username" names it alone)
  const into = (field: string, kind?: string) => (kind ? `the ${quote(fieldName(field))} field` : quote(fieldName(field)));
  return [`enter ${quote(value(m[1]))} into ${into(m[2], m[3])}`, `enter ${quote(value(m[4]))} into ${into(m[5], m[6])}`];
};

/** `Login with valid email and password`, `log in with valid credentials (ada/s3cret)`, `sign in with valid credentials`. */
const signInAs: Pattern = (masked, value) => {
  // ("Login to the application using username and password": where one logs in said first)
  const fields = new RegExp(
    String.raw`^${SIGN_IN}(?:\s+(?:to|into|on)\s+(?:the\s+)?(?:application|app|site|website|system|portal))?\s+(?:with|using)\s+${ADJECTIVE}${USER_FIELD}\s+and\s+${ADJECTIVE}password${WHERE}$`,
    'i',
  ).exec(masked);
  if (fields)
    return [
      `enter ${parameter(fieldName(fields[2]))} into the ${quote(fieldName(fields[2]))} field`,
      'enter @PASSWORD into the "password" field',
      `click ${quote(label(fields[1]))}`,
    ];
  const credentials = new RegExp(
    String.raw`^${SIGN_IN}\s+(?:with|using)\s+${ADJECTIVE}(?:credentials|login details|account details|user)(?:\s*\(\s*${VALUE}\s*(?:/|,|and)\s*${VALUE}\s*\))?${WHERE}$`,
    'i',
  ).exec(masked);
  if (!credentials) return undefined;
  const [user, password] = credentials[2] ? [quote(value(credentials[2])), quote(value(credentials[3]))] : ['@USERNAME', '@PASSWORD'];
  return [`enter ${user} into the "username" field`, `enter ${password} into the "password" field`, `click ${quote(label(credentials[1]))}`];
};

const FILL = String.raw`(?:enter|enters|fill\s+in|fills\s+in|fill\s+out|fill|fills|type|types|input|inputs|provide|provides|key\s+in)`;
const FIELD = String.raw`([a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}?)`;
/** Data said to be wrong, kept in the parameter's name (`wrong password` → @WRONG_PASSWORD). */
const WRONG = String.raw`(?:(wrong|invalid|incorrect|bad|unknown|expired)\s+)?`;

/** `Enter valid username and password`, `Enter username/password`, `the email and the password are filled correctly`. */
const fillBoth: Pattern = (masked) => {
  const both = new RegExp(
    String.raw`^${FILL}\s+${ADJECTIVE}${WRONG}${FIELD}\s*(?:\s+and\s+|\s*&\s*|/)\s*${ADJECTIVE}${WRONG}${FIELD}(?:\s+fields?)?(?:\s+(?:into|in)\s+the\s+(?:respective\s+)?fields?)?$`,
    'i',
  ).exec(masked);
  const m = both
    ? [both[1], both[2], both[3], both[4]]
    : new RegExp(
        String.raw`^(?:the\s+)?${FIELD}\s+and\s+(?:the\s+)?${FIELD}\s+(?:are|were|get)\s+(?:filled|entered|typed)(?:\s+in)?(?:\s+correctly|\s+properly)?$`,
        'i',
      )
        .exec(masked)
        ?.flatMap((field, i) => (i ? [undefined, field] : []));
  if (!m) return undefined;
  const fields = [m[1], m[3]].map((f) => fieldName(f!));
  // (`Enter the code and press Enter` is no pair of fields: each must be a field's name)
  if (fields.some((f) => /\b(?:and|press|click|submit|the|it|them|then)\b/.test(f))) return undefined;
  // "Enter valid username and wrong password": the password field, with data saying so (@WRONG_PASSWORD), as grammar.ts's fill names it
  return fields.map((f, i) => `enter ${parameter(`${m[2 * i] ?? ''} ${f}`)} into the ${quote(f)} field`);
};

/**
 * `Enter valid credentials`, `Enter valid login credentials (email and password)`: the user's
 * name and password, each from its test parameter.
 */
const credentials: Pattern = (masked) => {
  const m = new RegExp(
    String.raw`^${FILL}\s+${ADJECTIVE}${WRONG}(?:login\s+|user\s+|account\s+|admin\s+)?(?:credentials|login\s+details|login\s+info(?:rmation)?|username\s+and\s+password)(?:\s*\(\s*${USER_FIELD}\s*(?:and|&|/|,)\s*password\s*\))?$`,
    'i',
  ).exec(masked);
  if (!m) return undefined;
  const user = fieldName(m[2] ?? 'username');
  return [
    `enter ${parameter(`${m[1] ?? ''} ${user}`)} into the ${quote(user)} field`,
    `enter ${parameter(`${m[1] ?? ''} password`)} into the "password" field`,
  ];
};

/**
 * `Leave both Email and Password fields blank`, `I dont enter anything into email and password
 * fields`: each of the two fields emptied.
 */
const twoLeftEmpty: Pattern = (masked) => {
  const m =
    new RegExp(
      String.raw`^(?:leave|leaves|keep|keeps)\s+(?:both\s+)?(?:the\s+)?${FIELD}\s+(?:and|&)\s+(?:the\s+)?${FIELD}(?:\s+fields?)?\s+(?:blank|empty|unfilled)$`,
      'i',
    ).exec(masked) ??
    new RegExp(
      String.raw`^(?:don'?t|do\s+not)\s+(?:enter|type|fill\s+in|fill)\s+(?:anything|nothing)\s+(?:into|in)\s+(?:the\s+)?${FIELD}\s+(?:and|&)\s+(?:the\s+)?${FIELD}\s+fields?$`,
      'i',
    ).exec(masked);
  return m ? [m[1], m[2]].map((f) => `clear the ${quote(f)} field`) : undefined;
};

/** `The Username and Password fields are empty`: each of the two fields checked empty. */
const twoEmpty: Pattern = (masked) => {
  const m = new RegExp(
    String.raw`^(?:both\s+)?(?:the\s+)?${FIELD}\s+(?:and|&)\s+(?:the\s+)?${FIELD}\s+fields?\s+(?:are|should\s+be|remain|stay)\s+(?:empty|blank|cleared)$`,
    'i',
  ).exec(masked);
  return m ? [m[1], m[2]].map((f) => `the ${quote(f)} field should be empty`) : undefined;
};

/** `Enter 'test.com' in email field and submit`: the data typed, then sent with Enter (no button is named). */
const fillAndSubmit: Pattern = (masked, value) => {
  const m = new RegExp(
    String.raw`^${FILL}\s+(\u0001V\d+\u0001)\s+(?:in|into)\s+(?:the\s+)?([a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)(?:\s+(?:field|box|input))?\s+and\s+(?:submit|submits)(?:\s+(?:it|the\s+form))?$`,
    'i',
  ).exec(masked);
  // (typed into the search box and sent is a search: typeAndSearch)
  return m && !/^search\b/i.test(m[2]) ? [`enter ${quote(value(m[1]))} into the ${quote(m[2])} field`, 'press "Enter"'] : undefined;
};

/** `Log in as Employee (testemployee / Test1234!)`: the pair in brackets, then the verb's button. */
const signInBracketPair: Pattern = (masked) => {
  const m = new RegExp(String.raw`^${SIGN_IN}(?:\s+as\s+(?:an?\s+)?[\w-]+(?:\s+[\w-]+)?)?\s*\(\s*([^\s/()]+)\s*\/\s*([^\s/()]+)\s*\)$`, 'i').exec(
    masked,
  );
  return m
    ? [`enter ${quote(m[2])} into the "username" field`, `enter ${quote(m[3])} into the "password" field`, `click ${quote(label(m[1]))}`]
    : undefined;
};

/** `Fill in First Name: 'John', Last Name: 'Doe', Zip: '12345'`: each field with its data. */
const labelledValues: Pattern = (masked, value) => {
  const m =
    /^(?:fill\s+in|fill\s+out|fill|enter|complete)\s+((?:[\w/-]+(?:\s+[\w/-]+){0,3}\s*:\s*\u0001V\d+\u0001\s*,\s*)+(?:and\s+)?[\w/-]+(?:\s+[\w/-]+){0,3}\s*:\s*\u0001V\d+\u0001)$/i.exec(
      masked,
    );
  if (!m) return undefined;
  return [...m[1].matchAll(/(?:^|,\s*(?:and\s+)?)([\w/-]+(?:\s+[\w/-]+){0,3})\s*:\s*(\u0001V\d+\u0001)/g)].map(
    (pair) => `enter ${quote(value(pair[2]))} into ${quote(pair[1].trim())}`,
  );
};

/** `Enter "Admin"/"admin123"`: the user's name and password, quoted as a pair. */
const quotedPair: Pattern = (masked, value) => {
  const m = new RegExp(String.raw`^${FILL}\s+(?:the\s+)?(?:credentials\s+)?(\u0001V\d+\u0001)\s*\/\s*(\u0001V\d+\u0001)$`, 'i').exec(masked);
  return m ? [`enter ${quote(value(m[1]))} into the "username" field`, `enter ${quote(value(m[2]))} into the "password" field`] : undefined;
};

/** `Fill in "First Name" and "Last Name" correctly`: each named field, from the test parameter named after it. */
const fillCorrectly: Pattern = (masked, value) => {
  const m =
    /^(?:fill\s+in|fill\s+out|fill|enter|complete)\s+((?:\u0001V\d+\u0001\s*(?:,|and)\s*)*\u0001V\d+\u0001)(?:\s+fields?)?\s+(?:correctly|properly|appropriately|with\s+valid\s+(?:data|values|information|details))$/i.exec(
      masked,
    );
  if (!m) return undefined;
  return [...m[1].matchAll(/\u0001V\d+\u0001/g)].map((marker) => `enter ${parameter(value(marker[0]))} into the ${quote(value(marker[0]))} field`);
};

/** `valid email, invalid password` (a test plan's case named by its data): each field with its parameter. */
const describedPair: Pattern = (masked) => {
  const m = new RegExp(
    String.raw`^(?:${FILL}\s+)?(valid|invalid|wrong|correct|incorrect)\s+(email|e-mail|username|user\s*name|password|mail|login)\s*(?:,|and|&)\s*(valid|invalid|wrong|correct|incorrect)\s+(email|e-mail|username|user\s*name|password|mail)(?:\s+(?:into|in)\s+the\s+(?:respective\s+)?fields?)?$`,
    'i',
  ).exec(masked);
  if (!m) return undefined;
  const one = (adjective: string, field: string) => {
    const name = fieldName(field).toLowerCase();
    const wrong = /^(?:invalid|wrong|incorrect)$/i.test(adjective) ? `${adjective.toLowerCase()} ` : '';
    return `enter ${parameter(`${wrong}${name}`)} into the ${quote(name)} field`;
  };
  return [one(m[1], m[2]), one(m[3], m[4])];
};

/** `the user enters valid CSR credentials username "supervisor" password "tek_supervisor"`: each field with its data. */
const credentialsGiven: Pattern = (masked, value) => {
  const m = new RegExp(
    String.raw`^${FILL}\s+(?:the\s+|valid\s+|my\s+)*(?:[\w-]+\s+)?(?:credentials|login\s+details)\s*:?\s*${USER_FIELD}\s+(\u0001V\d+\u0001)\s*(?:,|and)?\s*(?:password|pwd)\s+(\u0001V\d+\u0001)$`,
    'i',
  ).exec(masked);
  return m
    ? [`enter ${quote(value(m[2]))} into the ${quote(fieldName(m[1]))} field`, `enter ${quote(value(m[3]))} into the "password" field`]
    : undefined;
};

/** `Navigate to Transfer Funds, Bill Pay, Find Transactions and Request Loan`: one place after another. */
const visitEach: Pattern = (masked) => {
  const name = String.raw`[A-Z][\w/-]*(?:\s+[A-Z][\w/-]*){0,3}`;
  const m = new RegExp(String.raw`^(?:[Nn]avigates?|[Gg]o|[Gg]oes)\s+to\s+((?:${name}\s*,\s*){2,}(?:and\s+)?${name})$`).exec(masked);
  return m ? m[1].split(/\s*,\s*(?:and\s+)?/).map((n) => `click ${quote(n.trim())}`) : undefined;
};

/** `Open "Users" from "Admin" menu`: the menu, then its item. */
const fromMenu: Pattern = (masked, value) => {
  const m = /^(?:open|opens|select|selects|choose|click)\s+(\u0001V\d+\u0001)\s+(?:from|in|under)\s+(?:the\s+)?(\u0001V\d+\u0001)\s+menu$/i.exec(
    masked,
  );
  return m ? [`click ${quote(value(m[2]))}`, `click ${quote(value(m[1]))}`] : undefined;
};

/** `Click "Pets allowed" and "Couples allowed"`: one click each. */
const clickBoth: Pattern = (masked, value) => {
  const m = /^(?:click|clicks|tap|taps)\s+(?:on\s+)?(\u0001V\d+\u0001)\s*(?:,|and|&)\s*(?:on\s+)?(\u0001V\d+\u0001)$/i.exec(masked);
  return m ? [`click ${quote(value(m[1]))}`, `click ${quote(value(m[2]))}`] : undefined;
};

/** `Enter First Name, Last Name and Email`: three fields or more, each from the test parameter named after it. */
const fillList: Pattern = (masked) => {
  const w = '[a-z][a-z/-]*';
  const m = new RegExp(
    String.raw`^${FILL}\s+(?:(?:the\s+)?(?:details|data|values|information)\s+(?:for|of|in)\s+|the\s+following(?:\s+fields)?\s*:?\s*)?${ADJECTIVE}((?:${w}(?:\s+${w}){0,2}\s*,\s*){2,}${w}(?:\s+${w}){0,2}|(?:${w}(?:\s+${w}){0,2}\s*,\s*)+${w}(?:\s+${w}){0,2}\s*,?\s+and\s+${w}(?:\s+${w}){0,2})(?:\s+(?:fields?|details|information|info|data))?$`,
    'i',
  ).exec(masked);
  if (!m) return undefined;
  // ("amount, and address details": what a field's data is called is no part of its name)
  const fields = m[1]
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+/)
    .map((f) => fieldName(f).replace(/\s+(?:details|information|info|data)$/i, ''))
    .filter(Boolean);
  if (fields.length < 3 || fields.some((f) => /\b(?:and|press|click|submit|the|it|them|then)\b/.test(f))) return undefined;
  return fields.map((f) => `enter ${parameter(f)} into the ${quote(f)} field`);
};

/** `Enter valid username 'User123' and password 'User123'`: two fields, each with its data. */
const fillBothWith: Pattern = (masked, value) => {
  // ("Fill the username field with 'x' and the password field with 'y'": the kind word and "with" are no part of the name)
  const KIND_WITH = String.raw`(?:\s+(?:field|box|input))?(?:\s+with)?`;
  const m = new RegExp(
    String.raw`^${FILL}\s+${ADJECTIVE}${FIELD}${KIND_WITH}\s+${VALUE}\s+and\s+${ADJECTIVE}${FIELD}${KIND_WITH}\s+${VALUE}$`,
    'i',
  ).exec(masked);
  if (!m || !/\u0001/.test(m[2] + m[4])) return undefined;
  return [
    `enter ${quote(value(m[2]))} into the ${quote(fieldName(m[1]))} field`,
    `enter ${quote(value(m[4]))} into the ${quote(fieldName(m[3]))} field`,
  ];
};

/** `Fill out login form with $username and $password`: placeholders name the fields they go into. */
const formWith: Pattern = (masked, value) => {
  // "Fill in the contact form with name 'John Doe' and email 'john@example.com'": each field named before its data
  const named = new RegExp(
    String.raw`^${FILL}\s+(?:the\s+)?(?:[\w-]+\s+){0,2}form\s+with\s+${FIELD}\s+(\u0001V\d+\u0001)\s*(?:,|\s+and)\s+${FIELD}\s+(\u0001V\d+\u0001)$`,
    'i',
  ).exec(masked);
  if (named)
    return [
      `enter ${quote(value(named[2]))} into the ${quote(fieldName(named[1]))} field`,
      `enter ${quote(value(named[4]))} into the ${quote(fieldName(named[3]))} field`,
    ];
  const m = new RegExp(String.raw`^${FILL}\s+(?:the\s+)?(?:[\w-]+\s+){0,2}form\s+with\s+${VALUE}\s+and\s+${VALUE}$`, 'i').exec(masked);
  if (!m) return undefined;
  const steps: string[] = [];
  for (const raw of [m[1], m[2]]) {
    const text = value(raw);
    const p = PLACEHOLDER.exec(text);
    if (!p) return undefined;
    const name = (p[1] ?? p[2] ?? p[3] ?? p[4]).replace(/_/g, ' ');
    steps.push(`enter ${text.startsWith('@') ? text : quote(text)} into the ${quote(name)} field`);
  }
  return steps;
};

/** `Apply discount code DEMO20`, `redeem the coupon SAVE10`: the code into its field, then the action's button. */
const applyCode: Pattern = (masked, value) => {
  const m =
    /^(apply|applies|redeem|redeems|use|uses)\s+(?:the\s+|a\s+)?((?:discount|coupon|promo|promotion|voucher|gift\s+card|referral)(?:\s+code)?)\s+(\u0001V\d+\u0001|[^\s\u0001]+)$/i.exec(
      masked,
    );
  if (!m) return undefined;
  const verb = m[1]
    .toLowerCase()
    .replace(/s$/, '')
    .replace(/^appli$/, 'apply');
  const button = verb === 'use' ? 'Apply' : `${verb[0].toUpperCase()}${verb.slice(1)}`;
  return [`enter ${quote(value(m[3]))} into the ${quote(m[2].toLowerCase())} field`, `click ${quote(button)}`];
};

/** `I should see the filters name, family and sku`, `verify "Name", "Email" and "Role" are shown`: one check per text. */
const seeEach: Pattern = (masked, value) => {
  // ("All Items, About, Logout, and Reset App State are visible": with no verb, the state at the end says it)
  const m =
    /^(?:should see|see|sees|verify(?: that)?|check(?: that)?)\s+(?:the\s+(?:[a-z]+s\s+)?)?((?:[^,]+,\s*)+[^,]+?\s+and\s+[^,]+?)(?:\s+(?:are|is)\s+(?:shown|visible|displayed|listed|present))?$/i.exec(
      masked,
    ) ?? /^()((?:[^,]+,\s*)+(?:and\s+)?[^,]+?)\s+(?:are|should\s+be)\s+(?:shown|visible|displayed|listed|present)$/i.exec(masked)?.slice(1);
  if (!m) return undefined;
  const items = m[1].split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter(Boolean);
  // each item is one quote or at most three words (a sentence with commas is no list)
  if (items.length < 3 || items.some((item) => !/^\u0001V\d+\u0001$/.test(item) && item.split(/\s+/).length > 3)) return undefined;
  return items.map((item) => `I should see ${quote(value(item))}`);
};

/** `"Recent Videos" link navigates to /videos`, `the Help link opens the FAQ page`: the click, then where it leads. */
const leadsTo: Pattern = (masked, value) => {
  const m =
    /^(?:click(?:ing)?\s+(?:on\s+)?)?(?:the\s+)?(\u0001V\d+\u0001|[\w\s-]+?)\s+(link|button|tab|menu item)\s+(?:navigates|redirects|leads|goes|takes (?:you|the user))\s+to\s+(?:the\s+)?(\u0001V\d+\u0001|\S+)(?:\s+page)?$/i.exec(
      masked,
    );
  if (!m) return undefined;
  const where = value(m[3]);
  const check = /^(?:https?:\/\/|\/)/.test(where) ? `the URL contains ${quote(where)}` : `I should be on the ${quote(where)} page`;
  return [`click the ${quote(value(m[1]).trim())} ${m[2].toLowerCase()}`, check];
};

/** A state a check names, as the language says it: `clickable` is `enabled`, `exists` is `visible`. */
const STATE: Record<string, string> = {
  visible: 'visible',
  displayed: 'visible',
  shown: 'visible',
  present: 'visible',
  exists: 'visible',
  exist: 'visible',
  appears: 'visible',
  enabled: 'enabled',
  clickable: 'enabled',
  active: 'enabled',
  disabled: 'disabled',
  checked: 'checked',
  selected: 'checked',
  unchecked: 'unchecked',
  hidden: 'hidden',
  empty: 'empty',
  editable: 'editable',
  deselected: 'unchecked',
  unselected: 'unchecked',
};
const STATES = Object.keys(STATE).join('|');

/** `Verify the Login button is visible and enabled`, `Login button exists and enabled for clicking`: one check per state. */
const twoStates: Pattern = (masked, value) => {
  const m = new RegExp(
    String.raw`^((?:verify|check|assert|ensure|confirm)(?:\s+that)?\s+)?((?:\u0001V\d+\u0001|[\w-]+)(?:\s+(?:\u0001V\d+\u0001|[\w-]+)){0,5}?)\s+(?:(?:is|are|should\s+be|must\s+be)\s+(${STATES})|(exists|exist|appears))\s+and\s+(?:(?:is|are|should\s+be)\s+)?(${STATES})(?:\s+for\s+clicking)?$`,
    'i',
  ).exec(masked);
  if (!m) return undefined;
  const [first, second] = [STATE[(m[3] ?? m[4]).toLowerCase()], STATE[m[5].toLowerCase()]];
  if (first === second) return undefined;
  const subject = unmasked(m[2], value);
  return [`${m[1] ?? ''}${subject} is ${first}`, `${m[1] ?? ''}${subject} is ${second}`];
};

/** `Verify Female is selected and Male is deselected`: two things, a state each. */
const twoSubjects: Pattern = (masked, value) => {
  const thing = String.raw`((?:\u0001V\d+\u0001|[\w-]+)(?:\s+(?:\u0001V\d+\u0001|[\w-]+)){0,4}?)`;
  const be = String.raw`\s+(?:is|are|should\s+be|must\s+be)\s+`;
  const m = new RegExp(
    String.raw`^((?:verify|check|assert|ensure|confirm)(?:\s+that)?\s+)?${thing}${be}(${STATES})\s+(?:and|but|while)\s+(?:that\s+)?${thing}${be}(${STATES})$`,
    'i',
  ).exec(masked);
  if (!m || /\b(?:and|is|are)\b/i.test(`${m[2]} ${m[4]}`)) return undefined;
  return [
    `${m[1] ?? ''}${unmasked(m[2], value)} is ${STATE[m[3].toLowerCase()]}`,
    `${m[1] ?? ''}${unmasked(m[4], value)} is ${STATE[m[5].toLowerCase()]}`,
  ];
};

/** `I see available tabs "Category", "Options" and "Publishing"`: each of that kind is shown. */
const seeEachKind: Pattern = (masked, value) => {
  const m =
    /^(?:see|sees|check|checks|verify|verifies)\s+(?:the\s+)?(?:available\s+|following\s+)?(tabs|buttons|links|fields|columns|headings)\s+((?:\u0001V\d+\u0001\s*,\s*)*\u0001V\d+\u0001\s*,?\s+and\s+\u0001V\d+\u0001)$/i.exec(
      masked,
    );
  if (!m) return undefined;
  const kind = m[1].toLowerCase().replace(/s$/, '');
  return [...m[2].matchAll(/\u0001V\d+\u0001/g)].map((marker) => `the ${quote(value(marker[0]))} ${kind} is visible`);
};

/** A clause with its quotes put back (each marker as the quote it stands for). */
const unmasked = (clause: string, value: Values): string => clause.replace(/\u0001V\d+\u0001/g, (marker) => quote(value(marker)));

/**
 * `Click on Login button and redirect to Login screen`, `The user should be successfully logged in
 * and redirected to the dashboard`: the step, then the page it leads to (being logged in is the
 * goal the step reached, no check of its own).
 */
const andRedirected: Pattern = (masked, value) => {
  const m =
    /^(.+?)\s+and\s+(?:(?:is|gets|get|be|should\s+be)\s+)?(?:successfully\s+)?(?:redirect(?:s|ed)?|navigated|taken)\s+(?:back\s+)?to\s+(?:the\s+)?(\u0001V\d+\u0001|(?:https?:\/\/|\/)\S*|[\p{L}\d][\p{L}\d\s-]{0,40}?)(?:\s+(?:page|screen|view))?$/iu.exec(
      masked,
    );
  if (!m) return undefined;
  const place = value(m[2]).trim();
  const check = /^(?:https?:\/\/|\/)/.test(place) ? `the URL contains ${quote(place)}` : `I should be on the ${quote(place)} page`;
  const loggedIn = /^(?:should\s+be|is|gets?|was)\s+(?:successfully\s+)?(?:logged|signed)\s+in$/i.test(m[1]);
  return loggedIn ? [check] : [unmasked(m[1], value), check];
};

/** `URL contains "overview" and `account-table` is visible`: a check of a value, then a check of a state. */
const twoChecks: Pattern = (masked, value) => {
  const m =
    /^(.+?\b(?:contains?|includes?|is|equals?|should\s+(?:contain|include|be|equal))\s+\u0001V\d+\u0001)\s+and\s+(.+?\s+(?:is|are|should\s+be)\s+(?:visible|shown|displayed|present|hidden|enabled|disabled|checked))$/i.exec(
      masked,
    );
  return m ? [unmasked(m[1], value), unmasked(m[2], value)] : undefined;
};

/**
 * `submit the signup form with username "ada", password "s3cret" and confirm with "s3cret"`, `submit
 * a new action with description "Milk" to project "Home" with tags "errand"`: each quoted value into
 * the field named before it, then the form's button (its name, or the verb).
 */
const fieldValues: Pattern = (masked, value) => {
  const m =
    /^(submit|submits|send|sends|create|creates|add|adds|post|posts|save|saves)\s+(?:the\s+|a\s+|an\s+)?(?:new\s+)?((?:[a-z][\w-]*\s+){0,2}?)(form\s+)?with\s+(.+)$/i.exec(
      masked,
    );
  if (!m) return undefined;
  const pairs: string[] = [];
  let rest = m[4];
  for (;;) {
    const pair =
      /^(?:,\s*|\s*and\s+|\s+)?(?:(to|in the|in|with|for|from)\s+)?((?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*\s+)?(?:with\s+|as\s+)?(\u0001V\d+\u0001)/i.exec(
        rest,
      );
    if (!pair || (!pair[1] && !pair[2])) break;
    const field = (pair[2] ?? pair[1]).trim().toLowerCase();
    if (/\b(?:the|and|or|click|press)\b/.test(field)) return undefined;
    pairs.push(`enter ${quote(value(pair[3]))} into the ${quote(field)} field`);
    rest = rest.slice(pair[0].length);
  }
  if (pairs.length < 2 || rest.trim()) return undefined;
  const verb = m[1].toLowerCase().replace(/s$/, '');
  const button = m[3] && m[2].trim() ? m[2].trim() : verb;
  return [...pairs, `click ${quote(button)}`];
};

/** `Checkout page loads with cart summary displayed`: on that page, and the text shown. */
const pageWith: Pattern = (masked, value) => {
  const m =
    /^(?:the\s+)?((?:[\p{L}\d-]+\s+){0,3}?[\p{L}\d-]+)\s+(?:page|screen)\s+(?:loads|is\s+loaded|opens|is\s+opened|is\s+displayed|appears)\s+with\s+(?:the\s+|a\s+|an\s+)?(\u0001V\d+\u0001|(?:[\p{L}\d-]+\s+){0,4}?[\p{L}\d-]+)\s+(?:displayed|shown|visible)$/iu.exec(
      masked,
    );
  return m ? [`I should be on the ${quote(value(m[1]))} page`, `I should see ${quote(value(m[2]))}`] : undefined;
};

const MAX_CLAUSE = 300;

/**
 * The steps one clause says, in the quoted language, or undefined when it is one step (or no
 * pattern fits). Quoted parts are matched as a whole, never split or searched inside.
 */
export function compoundSteps(source: string): string[] | undefined {
  // (a clause of several steps is a sentence, not a page of text)
  if (source.length > MAX_CLAUSE) return undefined;
  const quotes: string[] = [];
  // Each quote becomes one marker word (\u0001V<n>\u0001) so patterns see it as one value.
  const masked = maskQuotes(source);
  let marked = '';
  for (let i = 0; i < source.length; ) {
    // (an empty quote, `""`, is a value too: the empty text)
    if (
      /["'“‘]/.test(source[i]) &&
      /["'”’]/.test(source[i + 1] ?? '') &&
      /^\s?$/.test(source[i - 1] ?? '') &&
      /^[\s,.]?$/.test(source[i + 2] ?? '')
    ) {
      quotes.push('');
      marked += `\u0001V${quotes.length - 1}\u0001`;
      i += 2;
      continue;
    }
    if (masked[i + 1] === '\u0001') {
      let j = i + 1;
      while (j < source.length && masked[j] === '\u0001') j++;
      // (the text inside its marks: ```OK``` and **Save** are marked more than once)
      quotes.push(source.slice(i + 1, j).replace(/^[`*]+|[`*]+$/g, ''));
      marked += `\u0001V${quotes.length - 1}\u0001`;
      i = j + 1;
      continue;
    }
    marked += source[i];
    i++;
  }
  const lead = LEAD.exec(marked);
  const clause = marked
    .slice(lead ? lead[0].length : 0)
    .trim()
    .replace(/\.+$/, '');
  const value: Values = (word) => {
    const q = /^\u0001V(\d+)\u0001$/.exec(word);
    return q ? quotes[Number(q[1])] : word;
  };
  for (const pattern of PATTERNS) {
    const steps = pattern(clause, value);
    if (steps) return steps;
  }
  return undefined;
}

// ---- Robot Framework keywords ----

/** A Robot Framework locator as the language names it: `id=flash` → `"#flash"`, `class:radius` → `".radius"`, `link=Help` → `the "Help" link`. */
function robotTarget(locator: string, type?: string): string | undefined {
  const m = /^(id|name|class|css|link|partial link|xpath|identifier|label|text)\s*[=:]\s*(.+)$/i.exec(locator.trim());
  const [strategy, name] = m ? [m[1].toLowerCase(), m[2].trim()] : ['', locator.trim()];
  // ("//button[contains(.,'Zgadzam się')]", "//a[text()='Logout']": an XPath naming the element by its text)
  const byText =
    /^\/\/(\w+|\*)\[\s*(?:contains\(\s*(?:\.|text\(\)|normalize-space\(\.?\))\s*,\s*|(?:\.|text\(\)|normalize-space\(\.?\))\s*=\s*)['"]?([^'")\]]+)['"]?\s*\)?\s*\]$/.exec(
      name,
    );
  if (byText) {
    const kind = { button: 'button', a: 'link', img: 'image', h1: 'heading', h2: 'heading', h3: 'heading' }[byText[1].toLowerCase()] ?? type;
    return kind ? `the ${quote(byText[2])} ${kind}` : quote(byText[2]);
  }
  if (!name || strategy === 'xpath' || name.startsWith('//')) return undefined;
  if (strategy === 'id' || strategy === 'identifier') return `the ${quote(`#${name}`)}${type ? ` ${type}` : ''}`;
  if (strategy === 'class') return `the ${quote(`.${name.split(/\s+/).join('.')}`)}${type ? ` ${type}` : ''}`;
  if (strategy === 'link' || strategy === 'partial link') return `the ${quote(name)} link`;
  return type ? `the ${quote(name)} ${type}` : quote(name);
}

const ROBOT_KEYS: Record<string, string> = {
  RETURN: 'Enter',
  ENTER: 'Enter',
  TAB: 'Tab',
  ESC: 'Escape',
  ESCAPE: 'Escape',
  SPACE: 'Space',
  BACKSPACE: 'Backspace',
  DELETE: 'Delete',
};

const ROBOT_TYPES: Record<string, string | undefined> = { button: 'button', link: 'link', element: undefined, image: 'image', checkbox: 'checkbox' };

/**
 * `Input Text    username    tomsmith`, `Click Button    class:radius`, `Element Should Contain
 * id=flash    text`: Robot Framework's SeleniumLibrary keywords, whose cells are separated by two
 * or more spaces (or a tab), read as the steps they name.
 */
const robotKeyword: Pattern = (clause, value) => {
  const cells = clause
    .split(/\s{2,}|\t+/)
    .map((cell) => cell.trim().replace(/\u0001V\d+\u0001/g, (marker) => value(marker)))
    .filter(Boolean);
  if (cells.length < 2) return undefined;
  const keyword = cells[0].toLowerCase().replace(/\s+/g, ' ');
  const [a, b] = [cells[1], cells[2]];
  // (a variable, "${URL}", is the test parameter of that name)
  const url = (u: string) => (/^url\s*=/i.test(u) ? u.replace(/^url\s*=\s*/i, '') : u).replace(/^\$\{(\w+)\}$/, '@$1');
  switch (keyword) {
    case 'open browser':
    case 'go to':
      return [`go to ${url(a)}`];
    case 'input text':
    case 'input password': {
      // ("input password    password=12345": a keyword of the project's own, named like the library's, with its data alone)
      if (b === undefined) return ownKeyword(cells[0], [robotArgument(a)]);
      const t = robotTarget(a);
      return t ? [`enter ${quote(b)} into ${t}`] : undefined;
    }
    case 'click button':
    case 'click link':
    case 'click element':
    case 'click image':
    case 'click': {
      const t = robotTarget(a, ROBOT_TYPES[keyword.split(' ')[1] ?? 'element']);
      return t ? [`click ${t}`] : undefined;
    }
    case 'press keys':
    case 'press key': {
      // (Robot's key names, RETURN and ESC, as the language's; "None" for no element: the page)
      const key = b === undefined ? undefined : (ROBOT_KEYS[b.toUpperCase()] ?? b);
      if (!key) return undefined;
      if (/^none$/i.test(a)) return [`press ${quote(key)}`];
      const t = robotTarget(a);
      return t ? [`press ${quote(key)} in ${t}`] : undefined;
    }
    case 'select checkbox':
    case 'unselect checkbox': {
      const t = robotTarget(a);
      return t ? [`${keyword.startsWith('un') ? 'uncheck' : 'check'} ${t}`] : undefined;
    }
    case 'select from list by label':
    case 'select from list by value': {
      const t = robotTarget(a);
      return t && b !== undefined ? [`select ${quote(b)} from ${t}`] : undefined;
    }
    case 'page should contain':
    case 'wait until page contains':
      return [`${keyword.startsWith('wait') ? 'wait for' : 'I should see'} ${quote(a)}`];
    case 'page should not contain':
      return [`I should not see ${quote(a)}`];
    case 'element should contain':
    case 'element text should be': {
      const place = robotTarget(a);
      return place && b !== undefined ? [`verify that ${quote(b)} in ${place.replace(/^(?!the )/, 'the ')} section is visible`] : undefined;
    }
    case 'element should be visible':
    case 'wait until element is visible':
    case 'page should contain element': {
      const t = robotTarget(a);
      if (!t) return undefined;
      return [keyword.startsWith('wait') ? `wait for ${t}` : `verify that ${t} is visible`];
    }
    case 'title should be':
      return [`the title is ${quote(a)}`];
    case 'location should be':
      return [`the URL is ${quote(a)}`];
    case 'location should contain':
      return [`the URL contains ${quote(a)}`];
    default: {
      // (an own keyword's arguments are data alone: "type  into the email field" is one sentence spaced twice)
      const raw = clause
        .split(/\s{2,}|\t+/)
        .map((cell) => cell.trim())
        .filter(Boolean)
        .slice(1);
      const data = raw.every(
        (cell) => /^\u0001V\d+\u0001$/.test(cell) || (!cell.includes('\u0001') && !/^(?:into|in|on|to|from|with|and|or|the|a|an)\b/i.test(cell)),
      );
      return data && cells[0].trim().includes(' ') ? ownKeyword(cells[0], cells.slice(1).map(robotArgument)) : undefined;
    }
  }
};

/** A Robot argument as data: `${USERNAME}` the test parameter, `email=a@b.c` its value, else the text. */
function robotArgument(cell: string): string {
  const variable = /^\$\{(\w+)\}$/.exec(cell);
  if (variable) return `@${variable[1]}`;
  return quote(cell.replace(/^[a-z_]\w*\s*=\s*(?=\S)/i, ''));
}

/**
 * A project's own keyword with its arguments (`Search for a product    Shirt`, `input email
 * email=a@b.c`, `Login User    ${USERNAME}    ${PASSWORD}`): the sentence with its data quoted.
 */
function ownKeyword(keyword: string, args: string[]): string[] | undefined {
  const words = keyword.trim();
  if (/^(?:log\s*in|sign\s*in)(?:\s+(?:as\s+)?(?:the\s+)?user)?$/i.test(words) && args.length === 2)
    return [
      `enter ${args[0]} into the "username" field`,
      `enter ${args[1]} into the "password" field`,
      `click ${quote(/^(?:log\s*in|sign\s*in)/i.exec(words)![0].toLowerCase())}`,
    ];
  const field = /^(?:input|enter|type|fill(?:\s+in)?)\s+(?:the\s+)?(.+?)(?:\s+field)?$/i.exec(words);
  if (field && args.length === 1 && !/\b(?:into|in|on)\b/i.test(field[1])) return [`enter ${args[0]} into the ${quote(field[1])} field`];
  return args.length <= 2 ? [`${words} ${args.join(' ')}`] : undefined;
}

/**
 * Karate's browser steps: `driver 'https://…'`, `click('#login')`, `input('#user', 'ada')`,
 * `select('#country', 'France')`, `waitFor('#menu')`, `match text('#msg') == 'Saved'`,
 * `match driver.title == 'Home'`, `match driver.url contains '/done'`. A selector is a CSS name.
 */
const karate: Pattern = (clause, value) => {
  const v = (marker: string) => value(marker.trim());
  const V = String.raw`\s*(\u0001V\d+\u0001)\s*`;
  const driver = new RegExp(`^driver${V}$`).exec(clause);
  if (driver) return [`go to ${v(driver[1])}`];
  const call = new RegExp(String.raw`^(click|input|select|waitFor|mouse|rightClick|focus|clear|submit\(\)\.click)\(${V}(?:,${V})?\)$`).exec(clause);
  if (call) {
    const [, fn, target, data] = call;
    const t = quote(v(target));
    if (fn === 'input' && data) return [`enter ${quote(v(data))} into ${t}`];
    if (fn === 'select' && data) return [`select ${quote(v(data))} from ${t}`];
    if (data) return undefined;
    if (fn === 'waitFor') return [`wait for ${t}`];
    if (fn === 'clear') return [`clear ${t}`];
    if (fn === 'focus') return [`focus ${t}`];
    if (fn === 'rightClick') return [`right-click ${t}`];
    return fn === 'mouse' ? [`hover over ${t}`] : [`click ${t}`];
  }
  const text = new RegExp(String.raw`^match\s+text\(${V}\)\s*(==|contains)${V}$`).exec(clause);
  if (text)
    return [
      text[2] === '=='
        ? `the ${quote(v(text[1]))} element should have the text ${quote(v(text[3]))}`
        : `verify that ${quote(v(text[3]))} in the ${quote(v(text[1]))} section is visible`,
    ];
  const page = /^match\s+driver\.(title|url)\s*(==|contains)\s*(\u0001V\d+\u0001)$/.exec(clause);
  if (page) return [`the ${page[1] === 'url' ? 'URL' : 'title'} ${page[2] === '==' ? 'is' : 'contains'} ${quote(v(page[3]))}`];
  return undefined;
};

/**
 * `go to System/User Management/Users`, `open Settings > Users > Roles`, Moodle's `I navigate to
 * "Add a new user" node in "Site administration > Users > Accounts"`: a menu path, one click a level.
 */
const menuPath: Pattern = (masked, value) => {
  const node = /^(?:navigate|navigates)\s+to\s+(\u0001V\d+\u0001)\s+(?:node\s+)?in\s+(\u0001V\d+\u0001)$/i.exec(masked);
  if (node) {
    const levels = value(node[2])
      .split(/\s*>\s*/)
      .filter(Boolean);
    return levels.length ? [...levels, value(node[1])].map((level) => `click ${quote(level)}`) : undefined;
  }
  // (Moodle's "I navigate to "Plugins > Manage" in site administration": the admin menu, then each level)
  const admin = /^(?:navigate|navigates)\s+to\s+(\u0001V\d+\u0001)\s+in\s+site\s+administration$/i.exec(masked);
  if (admin)
    return [
      'Site administration',
      ...value(admin[1])
        .split(/\s*>\s*/)
        .filter(Boolean),
    ].map((level) => `click ${quote(level)}`);
  // ("Open **Admin | Data Connections**": a quoted path with arrows or bars)
  const quotedPath = /^(?:go to|goes to|navigate to|navigates to|open|opens)\s+(?:the\s+)?(\u0001V\d+\u0001)$/i.exec(masked);
  if (quotedPath && /\s(?:>|→|»|\|)\s/.test(value(quotedPath[1])))
    return value(quotedPath[1])
      .split(/\s*(?:>|→|»|\|)\s*/)
      .filter(Boolean)
      .map((level) => `click ${quote(level)}`);
  const m = /^(?:go to|goes to|navigate to|navigates to|open|opens)\s+(?:the\s+)?(?:menu\s+)?([^\u0001]+)$/i.exec(masked);
  // (an address, a file or an API path written inside is no menu: "the GET /pets/{petId} operation")
  if (!m || /^(?:https?:|\/|\.|www\.)/i.test(m[1]) || /\.\w/.test(m[1]) || /(?:^|\s|\()\/\S|[{}()]/.test(m[1])) return undefined;
  const levels = m[1].split(/\s*(?:\/|->|>|→|»|\|)\s*/).map((level) => level.trim());
  // (two levels only with an arrow: "Sign in/Join" is one name, "PIM > Add Employee" a path)
  const fewest = /->|>|→|»|\|/.test(m[1]) ? 2 : 3;
  if (levels.length < fewest || levels.some((level) => !level || level.split(/\s+/).length > 4)) return undefined;
  return levels.map((level) => `click ${quote(level)}`);
};

const PATTERNS: Pattern[] = [
  menuPath,
  robotKeyword,
  karate,
  signInWith,
  signInShort,
  signInAs,
  fillTwoPlaces,
  fillBothWith,
  signInBracketPair,
  labelledValues,
  fromMenu,
  clickBoth,
  credentialsGiven,
  visitEach,
  quotedPair,
  fillCorrectly,
  describedPair,
  credentials,
  twoLeftEmpty,
  twoEmpty,
  fillAndSubmit,
  fillBoth,
  fillList,
  formWith,
  applyCode,
  seeEachKind,
  seeEach,
  leadsTo,
  twoStates,
  twoSubjects,
  andRedirected,
  twoChecks,
  fieldValues,
  pageWith,
];
