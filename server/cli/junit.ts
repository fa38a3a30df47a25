/** JUnit XML for CI systems: one test case per run, failures with the run's message, a quarantined test's failure skipped. */
export interface JUnitCase {
  name: string;
  status: string;
  message: string | null;
  seconds: number;
  link: string;
  /** Passed only on a retry: still a pass, said in its output. */
  flaky?: boolean;
  /** A quarantined test that did not pass: skipped, with the quarantine's reason. */
  quarantine?: string;
}

const isSkipped = (c: JUnitCase) => c.status === 'cancelled' || c.quarantine !== undefined;

const escapeXml = (text: string) =>
  text
    .replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!)
    // XML 1.0 cannot carry most control characters at all.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');

export function junitXml(suite: string, cases: JUnitCase[]): string {
  const failures = cases.filter((c) => c.status !== 'passed' && !isSkipped(c)).length;
  const skipped = cases.filter(isSkipped).length;
  const total = cases.reduce((sum, c) => sum + c.seconds, 0);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="Critical Journey" tests="${cases.length}" failures="${failures}" skipped="${skipped}" time="${total.toFixed(3)}">`,
    `  <testsuite name="${escapeXml(suite)}" tests="${cases.length}" failures="${failures}" skipped="${skipped}" time="${total.toFixed(3)}">`,
  ];
  for (const c of cases) {
    lines.push(`    <testcase classname="${escapeXml(suite)}" name="${escapeXml(c.name)}" time="${c.seconds.toFixed(3)}">`);
    if (c.quarantine !== undefined)
      lines.push(`      <skipped message="${escapeXml(`Quarantined: ${c.quarantine}`)}">${escapeXml(`${c.status}: ${c.message ?? ''}`)}</skipped>`);
    else if (c.status === 'cancelled') lines.push('      <skipped message="cancelled"/>');
    else if (c.status !== 'passed')
      lines.push(
        `      <failure type="${escapeXml(c.status)}" message="${escapeXml(c.message ?? c.status)}">${escapeXml(`${c.message ?? c.status}\n${c.link}`)}</failure>`,
      );
    const output = c.flaky ? `Flaky: ${c.message ?? 'passed on a retry'}\n${c.link}` : c.link;
    lines.push(`      <system-out>${escapeXml(output)}</system-out>`, '    </testcase>');
  }
  lines.push('  </testsuite>', '</testsuites>', '');
  return lines.join('\n');
}
