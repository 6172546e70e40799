import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {locales} from '../config/locale';
import {formatDate, type DateStyle} from '../src/lib/dates';

const styles: DateStyle[] = [
  {month: 'short'},
  {month: 'long'},
  {month: 'long', noYear: true},
  {month: 'short', noYear: true},
];

function intl(date: Date, locale: string, style: DateStyle): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: style.month,
    ...(style.noYear ? {} : {year: 'numeric'}),
    timeZone: 'UTC',
  }).format(date);
}

describe('formatDate', () => {
  // Every day of a leap year and the edges of the day in UTC.
  const days = Array.from({length: 366}, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)));
  const edges = [new Date('2025-12-31T23:59:59Z'), new Date('2026-01-01T00:00:00Z')];

  for (const locale of locales) {
    it(`writes what Intl.DateTimeFormat writes in ${locale}, for every day and style`, () => {
      for (const style of styles)
        for (const date of [...days, ...edges])
          assert.equal(
            formatDate(date, locale, style),
            intl(date, locale, style),
            `${date.toISOString()} ${JSON.stringify(style)}`,
          );
    });
  }

  it('takes ISO strings and milliseconds as the theme passes them', () => {
    assert.equal(formatDate('2026-11-23', 'zh', {month: 'long'}), '2026年11月23日');
    assert.equal(formatDate(Date.UTC(2026, 8, 1), 'en', {month: 'short'}), 'Sep 1, 2026');
  });

  it('uses Intl for any other locale', () => {
    const date = new Date('2026-05-09');
    assert.equal(formatDate(date, 'fr', {month: 'long'}), intl(date, 'fr', {month: 'long'}));
  });

  it('refuses a value that is not a date', () => {
    assert.throws(() => formatDate('soon', 'zh', {month: 'long'}), /not a date: soon/);
  });
});
