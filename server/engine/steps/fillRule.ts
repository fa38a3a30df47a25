/**
 * Typing into a field, written the ways people write it (grammar.ts RULES): `enter X into Y`,
 * `fill in Y with X`, `Enter Username: ada`, `Enter username "ada"`, `Type Cannot log in in the
 * Subject field`, a field named without its data (a test parameter named after it: never data made
 * up), `type X` into the focused field.
 */
import { dataUpToLast, isKeyName, isLanguageWord, location, target, value, type Cursor, type Rule } from './grammar.ts';
import { parameterKey, render } from './tokens.ts';
import type { StepBody, Target, Value } from './types.ts';

/** A field's kind word ending a name read as one ("the Notes field"): the field is the rest. */
const FIELD_KIND_AT_END = /\s(?:field|box|input|textbox|text box|area)$/i;

/** Fields a form is known to have, named after "type" alone (`Type username`). */
const FIELD_NAMES =
  /^(?:user\s?name|login|password|e-?mail(?:\s+address)?|first\s+name|last\s+name|full\s+name|phone(?:\s+number)?|zip(?:\s+code)?|postcode|postal\s+code)$/i;

/**
 * "Enter a valid email in the Email field", "type some text in Notes": unquoted words that describe
 * the data instead of giving it. Data is never made up: it is the test parameter named after the
 * field (with a wrong kind kept: @INVALID_PASSWORD), which the test or project gives. Undefined when
 * the words are the data; null when they describe data for no one field ("valid data in all fields").
 */
/** The last word of words that describe data rather than give it. */
const DATA_NOUN =
  /\b(?:data|value|values|text|input|entry|email|e-mail|address|password|passcode|pin|username|user name|login|name|number|phone|code|date|details|information|info|credentials|one|amount|quantity|message|comment|description|title|query|term|keyword|url)$/i;

function describedData(v: Value, t: Target): Value | null | undefined {
  if (v.type !== 'literal') return undefined;
  // ("Input the employee's name in the Employee Name field", "Select a date in the Date of
  // Application field": the field's own words, said of its data)
  if (t.text && namesItsField(v.text, t.text)) return fieldParameter(t.text);
  // an article, or a word saying what data it is ("valid data", "the valid email address value")
  const m =
    /^(?:a|an|some|any|the)\s+(?:(valid|correct|proper|registered|existing|random|new|unique|dummy|sample|test)\s+|(invalid|wrong|incorrect|bad|unknown|expired)\s+)?[\p{L}-]+(?:\s+[\p{L}-]+){0,3}$/iu.exec(
      v.text,
    ) ?? /^(?:(valid|correct|proper|random|dummy|sample)|(invalid|wrong|incorrect))\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,3}$/iu.exec(v.text);
  // (the words end in what kind of data they describe: "correct horse", "wrong horse" are data themselves)
  if (!m || !DATA_NOUN.test(v.text)) return undefined;
  if (!t.text || /^(?:all|every|each|mandatory|required)\b/i.test(t.text)) return null;
  // (the field's name without its kind word: "the Notes field" read as one name is still @NOTES)
  const field = t.text.replace(FIELD_KIND_AT_END, '');
  const key = parameterKey(`${m[2] ? `${m[2]} ` : ''}${field}`);
  return /^[A-Z_]/.test(key) ? { type: 'parameter', key } : null;
}

const squashWord = (w: string) =>
  w
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/[^\p{L}\d]/gu, '');
const DETERMINER = /^(?:a|an|the|some|any|your|his|her|their|its|one|another|his\/her)$/i;
const SAYS_DATA_IS_FINE = /^(?:valid|correct|proper|appropriate|required|desired|relevant|registered|existing)$/i;

/**
 * Whether words given as data only describe it with the field's own name: `a user role` from the
 * User Role dropdown, `the employee's name` in the Employee Name field, `the status` from Status.
 * The words must say they describe (an article, a possessive or "valid") or be a name of several words.
 */
export function namesItsField(words: string, field: string): boolean {
  const said = words.trim().split(/\s+/);
  const describes = DETERMINER.test(said[0]) || said.some((w) => /['’]s$/.test(w)) || said.some((w) => SAYS_DATA_IS_FINE.test(w));
  const own = said
    .filter((w) => !DETERMINER.test(w) && !SAYS_DATA_IS_FINE.test(w))
    .map(squashWord)
    .filter(Boolean);
  const fieldWords = new Set(field.replace(FIELD_KIND_AT_END, '').split(/\s+/).map(squashWord));
  return own.length > 0 && (describes || own.length > 1) && own.every((w) => fieldWords.has(w) || fieldWords.has(w.replace(/s$/, '')));
}

/** The test parameter named after a field (its kind word aside): @USER_ROLE for the "User Role" dropdown. */
export function fieldParameter(field: string): Value | null {
  const key = parameterKey(field.replace(FIELD_KIND_AT_END, ''));
  return /^[A-Z_]/.test(key) ? { type: 'parameter', key } : null;
}

export const fill: Rule = (c) =>
  c.whole((): StepBody | undefined => {
    if (!c.any('type', 'enter', 'fill in', 'fill', 'input', 'write', 'put')) return undefined;
    const article = c.kw('the');
    // ("I type the following value "USA" on "keyword" field")
    if (article) c.kw('following');
    c.any('text', 'value');
    // (quoted data is taken exactly as written: only unquoted data may repeat its field's name)
    const quotedData = c.peek()?.t === 'quoted';
    const v = value(c);
    if (!v) return undefined;
    if (!c.any('into', 'in to', 'in', 'to', 'on', 'inside', 'for')) return undefined;
    const t = target(c);
    if (!t) return undefined;
    const described = quotedData ? undefined : describedData(article && v.type === 'literal' ? { ...v, text: `the ${v.text}` } : v, t);
    if (described === null) return undefined;
    return { kind: 'fill', value: described ?? (quotedData ? v : withoutFieldName(v, t)), target: t };
  }) ??
  c.whole((): StepBody | undefined => {
    // "Confirm the password in the Confirm Password field", "Re-enter your email in Confirm email": typed again
    if (!c.any('confirm', 're-enter', 'reenter', 'retype', 're-type', 'repeat')) return undefined;
    c.any('the', 'a', 'an', 'your');
    const words: string[] = [];
    while (c.peek()?.t === 'word' && words.length < 3 && !isLanguageWord(c.peek()!.v)) words.push(c.toks[c.i++].raw);
    if (!words.length || !c.any('in', 'into')) return undefined;
    const t = target(c);
    if (t?.elementType !== 'field' || !t.text) return undefined;
    const described = describedData({ type: 'literal', text: `the ${words.join(' ')}` }, t);
    return described ? { kind: 'fill', value: described, target: t } : undefined;
  }) ??
  c.whole((): StepBody | undefined => {
    // "I type into search box "Main Page"": the field first, its data quoted last
    if (!c.any('type', 'types', 'enter', 'enters', 'write') || !c.any('into', 'in')) return undefined;
    c.kw('the');
    const words: string[] = [];
    while (c.peek()?.t === 'word' && words.length < 4) words.push(c.toks[c.i++].raw);
    const data = words.length ? c.quotedToken() : undefined;
    if (data === undefined) return undefined;
    const name = words.join(' ');
    const field = name.replace(FIELD_KIND_AT_END, '');
    return { kind: 'fill', value: { type: 'literal', text: data }, target: field !== name ? { text: field, elementType: 'field' } : { text: name } };
  }) ??
  c.whole((): StepBody | undefined => {
    // "type into the email field" (a template whose data was left blank): nothing typed, the field emptied
    if (!c.any('type', 'enter') || !c.any('into', 'in')) return undefined;
    const t = target(c);
    return t?.elementType === 'field' ? { kind: 'fill', value: { type: 'literal', text: '' }, target: t } : undefined;
  }) ??
  c.whole((): StepBody | undefined => {
    // "Enter username "ada"", "Enter valid Password "Gtl@123"": the field named, then its data (quoted)
    if (!c.any('type', 'enter', 'input', 'fill in', 'provide', 'key in')) return undefined;
    c.any('the', 'a', 'an', 'your');
    c.any('valid', 'correct', 'right', 'proper', 'registered', 'existing');
    const words: string[] = [];
    // ("enters message "Hi"": a field may be called by a word the language also uses for a kind of text)
    while (
      c.peek()?.t === 'word' &&
      words.length < 4 &&
      (!isLanguageWord(c.peek()!.v) || /^(?:message|text|comment|title|label|note|name)$/.test(c.peek()!.v))
    )
      words.push(c.toks[c.i++].raw);
    // ("I enter a password of "secret"", "a username of "ada"")
    if (words.length) c.kw('of');
    const data = words.length ? c.quotedToken() : undefined;
    return data !== undefined && c.done
      ? { kind: 'fill', value: { type: 'literal', text: data }, target: { text: words.join(' '), elementType: 'field' } }
      : undefined;
  }) ??
  c.whole((): StepBody | undefined => {
    // "Enter valid password Test123", "Enter invalid password wrongpass": a field every form has, then its data (one word)
    if (!c.any('type', 'enter', 'input', 'fill in', 'provide', 'key in')) return undefined;
    c.any('the', 'a', 'an', 'your');
    c.any('valid', 'correct', 'right', 'proper', 'registered', 'existing', 'invalid', 'wrong', 'incorrect', 'new');
    const words: string[] = [];
    while (c.peek()?.t === 'word' && words.length < 3 && !FIELD_NAMES.test(words.join(' '))) words.push(c.toks[c.i++].raw);
    // ("Email address" is the field's whole name, not "Email" with the data "address")
    if (c.peek()?.t === 'word' && FIELD_NAMES.test(`${words.join(' ')} ${c.peek()!.raw}`)) words.push(c.toks[c.i++].raw);
    const data = c.peek();
    if (!FIELD_NAMES.test(words.join(' ')) || data?.t !== 'word' || isLanguageWord(data.v) || c.toks.length !== c.i + 1) return undefined;
    if (/^(?:address|name|number|code|id|value|details|here|again|twice|now|below|above|format|length|type|characters?)$/i.test(data.raw))
      return undefined;
    c.i++;
    return { kind: 'fill', value: { type: 'literal', text: data.raw }, target: { text: words.join(' '), elementType: 'field' } };
  }) ??
  c.whole((): StepBody | undefined => {
    // "Type Cannot log in in the Subject field": unquoted data with the step's words in it runs up
    // to the field named last (the line ends with its kind word, so where the data ends is sure)
    if (!c.any('type', 'enter', 'input', 'write', 'fill in')) return undefined;
    const last = dataUpToLast(c, ['into', 'in'], ['field']);
    if (!last) return undefined;
    const described = describedData(last.data, last.target);
    return described === null ? undefined : { kind: 'fill', value: described ?? last.data, target: last.target };
  }) ??
  c.whole((): StepBody | undefined => {
    // fill (in) "Email" with "x"; set "Email" to "x"
    // ("user input password with "x"", "enter username with "ada"": the field, then with its data)
    const verb = c.any('fill in', 'fill out', 'fill', 'set', 'input', 'enter', 'type', 'populate', 'edit', 'update');
    if (!verb) return undefined;
    // Behat's `I set the field "Status" to "Active"`: its "field" is any form control, so no type is kept
    const behatField = verb === 'set' && c.toks[c.i]?.v === 'the' && c.toks[c.i + 1]?.v === 'field' && c.toks[c.i + 2]?.t === 'quoted';
    const t = target(c);
    if (t && behatField && t.elementType === 'field') delete t.elementType;
    if (!t || !c.kw(verb === 'set' ? 'to' : 'with')) return undefined;
    const v = value(c) ?? describedRest(c, t);
    // "fill in "Name" with "Dorm Mates" in the modal window": the field's place may come last
    const after = v && !t.within && !t.relation && !t.table ? location(c) : undefined;
    if (after) Object.assign(t, after);
    return v && { kind: 'fill', value: v, target: t };
  }) ??
  c.whole((): StepBody | undefined => {
    // manual test plans: "Enter Username: ada", "Type the Search field: shoes"
    if (!c.any('type', 'enter', 'fill in', 'fill', 'input', 'write', 'put', 'set')) return undefined;
    const t = target(c);
    if (!t || c.peek()?.t !== 'punct' || c.peek()?.v !== ':') return undefined;
    c.i++;
    const v = value(c);
    return v && { kind: 'fill', value: v, target: t };
  }) ??
  c.whole((): StepBody | undefined => {
    // "specify the email as "a@b.c"", "Enter Username as "ada"": the field, then its data (written as data)
    if (!c.any('type', 'enter', 'fill in', 'input', 'specify', 'set', 'put')) return undefined;
    const t = target(c);
    if (!t || !c.kw('as')) return undefined;
    const v = value(c, false);
    return v && { kind: 'fill', value: v, target: t };
  }) ??
  c.whole((): StepBody | undefined => {
    // "I fill "ada@example.com" as Email": the data (quoted), then the field it is given as
    if (!c.any('type', 'enter', 'fill', 'fill in', 'input', 'introduce', 'introduces', 'provide', 'put')) return undefined;
    const v = c.quotedToken();
    if (v === undefined || !c.kw('as')) return undefined;
    const t = target(c);
    return t && { kind: 'fill', value: { type: 'literal', text: v }, target: t };
  }) ??
  c.whole((): StepBody | undefined => {
    // "Enter Username", "Type a valid order number": a field named, its data not written. The data
    // is a test parameter named after the field (@USERNAME), which the test or project gives (a
    // generation without it says which parameter to add) — never data made up here.
    // ("type hello" stays an error: after "type" a bare word is as likely the text as a field)
    const verb = c.any('type', 'enter', 'input', 'fill in', 'provide', 'specify', 'insert');
    if (!verb || c.toks.slice(c.i).some((tok) => tok.t !== 'word')) return undefined;
    const article = c.any('the', 'a', 'an', 'your', 'my', 'our', 'their', 'his', 'her', 'some', 'any');
    const adjective = c.any('valid', 'correct', 'right', 'proper', 'registered', 'existing');
    // "Enter wrong username": the username field, with the data of a parameter saying so (@WRONG_USERNAME)
    const kind = adjective ? undefined : c.any('wrong', 'invalid', 'incorrect', 'bad', 'unknown', 'new', 'another', 'different', 'expired');
    const named = target(c);
    // ("Notes field" read as one name: the field "Notes")
    const t =
      named?.text && !named.elementType && FIELD_KIND_AT_END.test(named.text)
        ? { ...named, text: named.text.replace(FIELD_KIND_AT_END, ''), elementType: 'field' as const }
        : named;
    // ("type password" names the field a form always has; "type hello" is the text)
    if (verb === 'type' && !article && !adjective && !kind && !FIELD_NAMES.test(t?.text ?? '')) return undefined;
    if (!t?.text || (t.elementType && t.elementType !== 'field') || Object.keys(t).some((k) => k !== 'text' && k !== 'elementType')) return undefined;
    // (`type Enter` names a key, not a field; `enter Carol as manager` is data with words of a step)
    if (isKeyName(t.text) || /\s(?:as|with|into|in|from|to|on|for|and|or|by|at)\s/i.test(` ${t.text} `)) return undefined;
    // ("Enter the mandatory fields", "Fill in all details": which fields is a model's to plan)
    if (/^(?:mandatory|required|all|remaining|other|necessary|relevant|details|information|data|fields?)$/i.test(t.text.split(' ')[0]))
      return undefined;
    // ("the promotion code details", "the shipping address information": the field is what they describe)
    const field = t.text.replace(/\s+(?:details|information|info|data|value)$/i, '');
    const key = parameterKey(`${kind ? `${kind} ` : ''}${field}`);
    return /^[A-Z_]/.test(key) ? { kind: 'fill', value: { type: 'parameter', key }, target: { text: field, elementType: 'field' } } : undefined;
  }) ??
  c.whole((): StepBody | undefined => {
    // `type "42"`, `I type Paris` with no field named: into the one that has the focus (a key's
    // name is no text to type). Unquoted, the rest of the line is the text, punctuation and all.
    // ("enter "x"" too, its data quoted and nothing after: "enter x" is mostly a field's verb
    // whose field was forgotten)
    const enter = c.any('enter', 'enters');
    if (enter && !(c.peek()?.t === 'quoted' && c.toks.length === c.i + 1)) return undefined;
    if (!enter && !c.any('type', 'write')) return undefined;
    const rest = c.toks.slice(c.i);
    let v: Value | undefined = value(c, false);
    if (
      !v &&
      rest.length &&
      rest[0].t === 'word' &&
      !/^(?:into|in|on|to|inside|the|a|an)$/.test(rest[0].v) &&
      rest.every((t) => t.t === 'word' || t.t === 'punct')
    ) {
      c.i = c.toks.length;
      v = { type: 'literal', text: render(rest) };
    }
    if (!v || (v.type === 'literal' && (isKeyName(v.text) || v.text.split(' ').every(isKeyName)))) return undefined;
    return { kind: 'fill', value: v, target: { focused: true } };
  });

/** `fill in "password" with a valid password`: the rest of the line describes the data (the test parameter named after the field). */
function describedRest(c: Cursor, t: Target): Value | undefined {
  const rest = c.toks.slice(c.i);
  if (
    !rest.length ||
    rest.length > 6 ||
    rest.some((tok) => tok.t !== 'word') ||
    !/^(?:a|an|some|any|the|valid|invalid|wrong|incorrect)$/.test(rest[0].v)
  )
    return undefined;
  // ("with a valid surname", "with a valid 10-digit number": whatever the words, they describe the field's data)
  const said = describedData({ type: 'literal', text: render(rest) }, t);
  const described = said === undefined && /^(?:a|an|some|any|valid)$/.test(rest[0].v) && t.text ? fieldParameter(t.text) : said;
  if (!described) return undefined;
  c.i = c.toks.length;
  return described;
}

/**
 * `Enter user name Admin in the username field`: unquoted data that starts with the field's own
 * name repeats it; the data is what follows.
 */
function withoutFieldName(v: Value, t: Target): Value {
  if (v.type !== 'literal' || !t.text || v.text.includes('"')) return v;
  const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  const words = v.text.split(' ');
  for (let n = 1; n < words.length && n <= 3; n++) {
    if (squash(words.slice(0, n).join('')) === squash(t.text)) return { type: 'literal', text: words.slice(n).join(' ') };
  }
  return v;
}
