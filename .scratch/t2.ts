import {activeContent} from '../plugins/lib/svgSafety';
import {readdirSync, readFileSync} from 'node:fs';
for (const f of readdirSync('diagram-cache')) { const p = activeContent(readFileSync('diagram-cache/'+f,'utf8')); if (p.length) console.log(f, p); }
for (const f of ['static/img/logo.svg','static/img/favicon.svg']) console.log(f, activeContent(readFileSync(f,'utf8')));
console.log(activeContent('<svg onload="x"><a xlink:href="java&#x09;script:alert(1)"><animate attributeName="href" values="a;javascript:x"/></a><foreignObject><div onclick=1></div></foreignObject><script>1</script></svg>'));
