import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { FormatDefinition } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { standardFormats } from './standard-formats.ts';

// Our standard formats must judge and order values exactly as ajv-formats' full mode does, so the browser can
// leave that library out without any value being judged differently.

type FormatName = keyof typeof standardFormats;
type Checkable = FormatDefinition<string> | ((text: string) => boolean) | RegExp | true;

/** Whether a format, in any of the shapes ajv takes, accepts the text. */
function validator(format: Checkable): (text: string) => boolean {
  if (format === true) return () => true;
  if (format instanceof RegExp || typeof format === 'function') return (text) => check(format, text);
  const { validate } = format;
  return (text) =>
    validate === undefined ? true : check(validate as RegExp | ((text: string) => boolean), text);
}

function check(format: RegExp | ((text: string) => boolean), text: string): boolean {
  return format instanceof RegExp ? format.test(text) : format(text);
}

const samples: Record<FormatName, string[]> = {
  date: [
    '2024-02-29',
    '2023-02-29',
    '2024-13-01',
    '2024-00-10',
    '2024-04-31',
    '2024-04-30',
    '2024-12-31',
    '2024-01-00',
    '1900-02-29',
    '2000-02-29',
    '0000-02-29',
    '24-01-01',
    '2024-1-01',
    '2024-01-01 ',
    '２０２４-01-01',
    '',
  ],
  time: [
    '12:30:00Z',
    '12:30:00z',
    '12:30:00',
    '00:00:00+00:00',
    '23:59:59.999999-23:59',
    '23:59:60Z',
    '23:59:60.5Z',
    '23:59:61Z',
    '23:58:60Z',
    '23:59:60+01:00',
    '00:59:60+01:00',
    '22:59:60-01:00',
    '00:29:60+00:30',
    '18:29:60-05:30',
    '23:60:00+00:01',
    '24:59:60+01:00',
    '00:00:60+00:01',
    '24:00:60+00:01',
    '00:00:60-00:01',
    '12:00:59.99999999999999999Z',
    '23:59:60.99999999999999999Z',
    '24:00:00Z',
    '12:60:00Z',
    '12:30:00.123+05:30',
    '12:30:00+0530',
    '12:30:00+05',
    '12:30:00+05:',
    '12:30:00+24:00',
    '12:30:00+05:60',
    '12:30:00.Z',
    '1:30:00Z',
    '',
  ],
  'date-time': [
    '2024-05-01T12:30:00Z',
    '2024-05-01 12:30:00Z',
    '2024-05-01\t12:30:00Z',
    '2024-05-01\u00a012:30:00Z',
    '2024-05-01t12:30:00+02:00',
    '2024-05-01TT12:30:00Z',
    '2024-05-01T12:30:00',
    '2024-02-30T00:00:00Z',
    '2016-12-31T23:59:60Z',
    '2024-05-01',
    'T12:30:00Z',
    '',
  ],
  uri: [
    'https://example.test/a?b=c#d',
    'mailto:person@example.test',
    'example.test',
    '//example.test',
    'urn:isbn:0451450523',
    'http://[::1]:80/',
    'http://[::1]',
    'http:/[::1]/path',
    'http:///[::1]',
    'http://user:secret@[2001:db8::7]:8080/a/b?c#d',
    'http://[1:2:3:4:5:6:7:8]/',
    'http://[1:2:3:4:5:6:7:8:9]/',
    'http://[1:2:3:4:5:6:7::]/',
    'http://[1:2:3:4::5:6:7:8]/',
    'http://[::1:2:3:4:5:6:7]/',
    'http://[::1:2:3:4:5:6:7:8]/',
    'http://[1::2::3]/',
    'http://[::ffff:192.0.2.1]/',
    'http://[::ffff:192.0.2.256]/',
    'http://[::01.002.3.4]/',
    'http://[1.2.3.4::]/',
    'http://[1:2:3:4:5:6:1.2.3.4]/',
    'http://[1:2:3:4:5:6:7:1.2.3.4]/',
    'http://[v1.fe80::a+en1]/',
    'http://[v1.]/',
    'http://[]/',
    'http://[::1]x/',
    'http://[::1]:8o/',
    'http://x@y@z/',
    'a:b%2Fc',
    'a:b%zzc',
    'a:',
    'a:?q',
    'a:b?q?r#f?/',
    'a:b#f#g',
    '1a:b',
    'a:b c',
    'A+B-C.D:E',
  ],
  uuid: [
    '2d3f8c7e-1b2a-4c5d-8e9f-0a1b2c3d4e5f',
    'urn:uuid:2D3F8C7E-1B2A-4C5D-8E9F-0A1B2C3D4E5F',
    'URN:UUID:2d3f8c7e-1b2a-4c5d-8e9f-0a1b2c3d4e5f',
    '2d3f8c7e1b2a4c5d8e9f0a1b2c3d4e5f',
    '2d3f8c7e-1b2a-4c5d-8e9f-0a1b2c3d4e5',
    '',
  ],
};

const twoDigits = fc.integer({ min: 0, max: 99 }).map((value) => String(value).padStart(2, '0'));

/** Dates with every field free to leave its range, so month lengths and leap years are crossed often. */
const nearDates = fc
  .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
  .map(([year, month, day]) =>
    [String(year).padStart(4, '0'), String(month).padStart(2, '0'), String(day).padStart(2, '0')].join('-'),
  );

const offsetField = fc.oneof(twoDigits, fc.constantFrom('00', '01', '23', '24', '59', '60'));

const offsets = fc.oneof(
  fc.constantFrom('Z', 'z', ''),
  fc
    .tuple(fc.constantFrom('+', '-'), offsetField, fc.constantFrom('', ':'), offsetField)
    .map(([sign, hours, colon, minutes]) => `${sign}${hours}${colon}${minutes}`),
  fc.tuple(fc.constantFrom('+', '-'), offsetField).map(([sign, hours]) => `${sign}${hours}`),
);

/** Times near the end of a day and near the range of each field, where leap seconds and offsets meet. */
const nearTimes = fc
  .tuple(
    fc.oneof(twoDigits, fc.constantFrom('22', '23', '24', '00')),
    fc.oneof(twoDigits, fc.constantFrom('58', '59', '60', '00')),
    fc.oneof(twoDigits, fc.constantFrom('59', '60', '61')),
    fc.constantFrom('', '.5', '.999', '.99999999999999999', '.'),
    offsets,
  )
  .map(([hour, minute, second, fraction, offset]) => `${hour}:${minute}:${second}${fraction}${offset}`);

const nearDateTimes = fc
  .tuple(nearDates, fc.constantFrom('T', 't', ' ', '\n', '\u2003', 'x', ''), nearTimes)
  .map(([date, separator, time]) => `${date}${separator}${time}`);

const uriCharacters = [...'aZ09-._~!$&\'()*+,;=:@/?#[]%fFvV. "'];
const uriLike = fc.string({ unit: fc.constantFrom(...uriCharacters), maxLength: 30 });
/** Runs of hexadecimal pieces, of every count around eight, with "::" placed anywhere among them or nowhere. */
const ipv6Pieces = fc
  .tuple(
    fc.array(fc.stringMatching(/^[0-9a-fA-F]{1,4}$/), { maxLength: 9 }),
    fc.nat(),
    fc.boolean(),
    fc.constantFrom('', ':1.2.3.4', ':300.1.1.1'),
  )
  .map(([pieces, at, elided, ending]) => {
    if (!elided) return `${pieces.join(':')}${ending}`;
    const cut = at % (pieces.length + 1);
    return `${pieces.slice(0, cut).join(':')}::${pieces.slice(cut).join(':')}${ending}`;
  });

const ipv6Like = fc.oneof(
  fc.ipV6(),
  ipv6Pieces,
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF:.'), maxLength: 40 }),
);

/** URIs whose parts are each close to, but not always, what RFC 3986 allows. */
const nearUris = fc
  .tuple(
    fc.constantFrom('http', 'a+b', '1a', ''),
    fc.constantFrom(':', ''),
    fc.constantFrom('', '/', '//', '///'),
    fc.constantFrom('', 'user@', 'a:b@', '@@', 'u%41@', 'u%4@'),
    fc.oneof(
      ipv6Like.map((address) => `[${address}]`),
      fc.ipV4().map((address) => `[::${address}]`),
      fc.constantFrom('[v1.x]', '[V0f.a:b]', '[v.x]', 'example.test', ''),
    ),
    fc.constantFrom('', ':', ':80', ':x', ']'),
    uriLike,
  )
  .map((parts) => parts.join(''));

const nearValues: Record<FormatName, fc.Arbitrary<string>> = {
  date: fc.oneof(nearDates, fc.string({ unit: fc.constantFrom(...'0123456789-'), maxLength: 12 })),
  time: fc.oneof(nearTimes, fc.string({ unit: fc.constantFrom(...'0123456789:.+-zZ'), maxLength: 20 })),
  'date-time': nearDateTimes,
  uri: fc.oneof(nearUris, uriLike, fc.webUrl({ withQueryParameters: true, withFragments: true })),
  uuid: fc.oneof(
    fc.uuid(),
    fc.uuid().map((id) => `urn:uuid:${id.toUpperCase()}`),
    fc.string({ unit: fc.constantFrom(...'0af-'), maxLength: 40 }),
  ),
};

const hugeValues = ['9'.repeat(100_000), `2024-01-01T${'1'.repeat(100_000)}`, `a:${'/'.repeat(100_000)}`];

describe('standard formats', () => {
  for (const name of Object.keys(samples) as FormatName[]) {
    const ours = validator(standardFormats[name] as Checkable);
    const theirs = validator(fullFormats[name] as Checkable);
    it(`${name} accepts and refuses what ajv-formats does`, () => {
      for (const text of [...samples[name], ...hugeValues])
        expect([text.slice(0, 80), ours(text)]).toEqual([text.slice(0, 80), theirs(text)]);
      fc.assert(fc.property(fc.string(), (text) => ours(text) === theirs(text)));
      fc.assert(
        fc.property(nearValues[name], (text) => ours(text) === theirs(text)),
        { numRuns: 2000 },
      );
    });
  }

  const ordered = ['date', 'time', 'date-time'] as const;
  for (const name of ordered) {
    const ours = standardFormats[name].compare;
    const theirs = (fullFormats[name] as FormatDefinition<string>).compare!;
    it(`orders ${name} values as ajv-formats does`, () => {
      const values = samples[name];
      for (const a of values)
        for (const b of values) expect([a, b, ours(a, b)]).toEqual([a, b, theirs(a, b)]);
      fc.assert(
        fc.property(nearValues[name], nearValues[name], (a, b) => Object.is(ours(a, b), theirs(a, b))),
        { numRuns: 1000 },
      );
    });
  }
});
