/** `npm run register`: writes src/theme/README.md's table from the records of src/theme/register.yml. */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {SITE} from './lib/ejected';
import {loadRecords, REGISTER_FILE, withTable} from './lib/register';

const file = path.join(SITE, REGISTER_FILE);
const before = readFileSync(file, 'utf8');
const after = withTable(before, loadRecords());
writeFileSync(file, after);
console.log(before === after ? `${REGISTER_FILE}: already current` : `${REGISTER_FILE}: table rewritten`);
