import {fromHtml} from 'hast-util-from-html';
const t = fromHtml('<svg onload="x" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="java&#x09;script:alert(1)" href=" JaVaScRiPt:1"><animate attributeName="href" values="a;javascript:x"/></a><foreignObject><div onclick=1></div></foreignObject><script>1</script><style>a{}</style></svg>', {fragment: true});
console.log(JSON.stringify(t, (k,v)=> k==='position'?undefined:v, 1));
