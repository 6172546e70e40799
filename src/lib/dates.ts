/**
 * Dates as the theme shows them (Intl.DateTimeFormat with numeric day, a short or long month,
 * numeric year, UTC), written out for the site's two locales. Creating the first
 * Intl.DateTimeFormat loads the locale's ICU data during hydration of every doc and post; the
 * theme's useDateTimeFormat uses dateTimeFormat below instead (a source patch in
 * plugins/theme-patches.ts; the measurement is in src/theme/README.md). Any other locale still
 * goes through Intl. tests/dates.test.ts checks the output against Intl.
 */

export type DateStyle = {
  month: 'short' | 'long';
  /** Leave the year out (the blog archive groups posts by year). */
  noYear?: boolean;
};

const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const formats = new Map<string, Intl.DateTimeFormat>();

function intlFormat(date: Date, locale: string, style: DateStyle): string {
  const key = `${locale} ${style.month} ${style.noYear ? 0 : 1}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: style.month,
      ...(style.noYear ? {} : {year: 'numeric'}),
      timeZone: 'UTC',
    });
    formats.set(key, format);
  }
  return format.format(date);
}

/** Formats a date (a Date, an ISO string or milliseconds) in UTC for `locale`. */
export function formatDate(value: Date | string | number, locale: string, style: DateStyle): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`formatDate: not a date: ${String(value)}`);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const day = date.getUTCDate();
  if (locale === 'zh') {
    return style.noYear ? `${month + 1}月${day}日` : `${year}年${month + 1}月${day}日`;
  }
  if (locale === 'en') {
    const long = MONTHS_LONG[month] ?? '';
    const name = style.month === 'long' ? long : long.slice(0, 3);
    return style.noYear ? `${name} ${day}` : `${name} ${day}, ${year}`;
  }
  return intlFormat(date, locale, style);
}

/** What the theme's useDateTimeFormat hands back: only `format` is used. */
interface DateFormatter {
  format: (date?: Date | number) => string;
}

/**
 * Stands in for `new Intl.DateTimeFormat(locale, options)` in theme-common's useDateTimeFormat
 * (a source patch in plugins/theme-patches.ts), which the theme's post dates, doc "last updated"
 * lines and blog archive use. The styles the theme asks for (numeric day, short or long month,
 * numeric year or none, UTC, Gregorian calendar) are written by formatDate in zh and en; any
 * other locale or option gets Intl's own formatter.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): DateFormatter {
  const {calendar, day, month, year, timeZone, ...rest} = options;
  const ours =
    (locale === 'zh' || locale === 'en') &&
    Object.keys(rest).length === 0 &&
    (calendar === undefined || calendar === 'gregory') &&
    day === 'numeric' &&
    (month === 'short' || month === 'long') &&
    (year === undefined || year === 'numeric') &&
    timeZone === 'UTC';
  if (!ours) return new Intl.DateTimeFormat(locale, options);
  const style: DateStyle = {month, ...(year ? {} : {noYear: true})};
  return {format: (date = Date.now()) => formatDate(date, locale, style)};
}
