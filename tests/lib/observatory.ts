/**
 * The header tests of the MDN HTTP Observatory (mdn/mdn-http-observatory, src/grader/charts.js:
 * the modifiers; src/analyzer/tests/*.js: what passes), for the headers a host sends with the
 * home page. The other tests need a live site: redirection (http → https on the same host:
 * certbot's --redirect, in the hosting guide), cookies (the site sets none), subresource
 * integrity (all scripts come from the site itself: 0) and CORS (none sent: 0).
 * A simplified reading, enough to see which grade a set of headers gets; not the Observatory.
 */
interface Grade {
  score: number;
  grade: string;
  modifiers: Record<string, number>;
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];
/** Bonuses count only when the score without them is at least this (MINIMUM_SCORE_FOR_EXTRA_CREDIT). */
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;
/** Six months, the least max-age without a penalty. */
const HSTS_MINIMUM = 15768000;

function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !map.has(name.toLowerCase())) map.set(name.toLowerCase(), sources);
  }
  return map;
}

function csp(policy: string | undefined): number {
  if (!policy) return -25;
  const d = directives(policy);
  const scripts = d.get('script-src') ?? d.get('default-src');
  const objects = d.get('object-src') ?? d.get('default-src');
  if (!scripts || !objects) return -20;
  const hashed = scripts.some((s) => /^'(sha(256|384|512)|nonce)-/.test(s));
  const broad = (sources: string[]) =>
    sources.some((s) => ['*', 'http:', 'https:', 'data:'].includes(s)) ||
    (!hashed && sources.includes("'unsafe-inline'"));
  if (broad(scripts) || objects.some((s) => ['*', 'http:', 'https:'].includes(s))) return -20;
  if (scripts.includes("'unsafe-eval'")) return -10;
  const styles = d.get('style-src') ?? d.get('default-src') ?? [];
  if (styles.includes("'unsafe-inline'") || styles.includes('data:')) return 0;
  const formAction = d.get('form-action');
  const defaultNone = d.get('default-src')?.join(' ') === "'none'";
  return defaultNone && formAction ? 10 : 5;
}

function hsts(value: string | undefined): number {
  const maxAge = value && /max-age=(\d+)/i.exec(value);
  if (!maxAge) return -20;
  return Number(maxAge[1]) >= HSTS_MINIMUM ? 0 : -10;
}

function frameOptions(policy: string | undefined, xfo: string | undefined): number {
  if (policy && directives(policy).has('frame-ancestors')) return 5;
  return xfo && /^(deny|sameorigin)$/i.test(xfo.trim()) ? 0 : -20;
}

function referrer(value: string | undefined): number {
  if (!value) return 0;
  const last = value.split(',').at(-1)!.trim().toLowerCase();
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last))
    return 5;
  return -5;
}

function resourcePolicy(value: string | undefined): number {
  if (!value) return 0;
  const v = value.trim().toLowerCase();
  if (v === 'same-site' || v === 'same-origin') return 10;
  return v === 'cross-origin' ? 0 : -5;
}

/** The Observatory's score and grade for `headers` (names in any case). */
export function observatoryGrade(headers: Record<string, string>): Grade {
  const get = (name: string) =>
    Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
  const policy = get('Content-Security-Policy');
  const modifiers: Record<string, number> = {
    'content-security-policy': csp(policy),
    'strict-transport-security': hsts(get('Strict-Transport-Security')),
    'x-content-type-options': get('X-Content-Type-Options')?.trim().toLowerCase() === 'nosniff' ? 0 : -5,
    'x-frame-options': frameOptions(policy, get('X-Frame-Options')),
    'referrer-policy': referrer(get('Referrer-Policy')),
    'cross-origin-resource-policy': resourcePolicy(get('Cross-Origin-Resource-Policy')),
  };
  const values = Object.values(modifiers);
  const base = 100 + values.filter((m) => m < 0).reduce((a, b) => a + b, 0);
  const bonus =
    base >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? values.filter((m) => m > 0).reduce((a, b) => a + b, 0) : 0;
  const score = Math.max(0, base + bonus);
  return {score, grade: GRADES.find(([min]) => score >= min)![1], modifiers};
}
