import { formatMoneyText, normalizeSelection, stakeProblem } from '@wps/contract';

/**
 * The TCG lottery page's code (one static file of our origin: the CSP allows no inline script). Its data comes from
 * the #lt-cfg JSON block. It calls the player API like the site does: Merchant, Language and the member's session
 * token in Authorization. The token comes from the URL fragment (#token=..., never sent to a server; dropped from the
 * address at once) when the framing site put it there, else from the site's own stored session (same origin).
 */
export const TCG_PAGE_SCRIPT = String.raw`(function(){
var CFG=JSON.parse(document.getElementById('lt-cfg').textContent),t=CFG.t;
var $=function(id){return document.getElementById(id)};
var moneyText=${String(formatMoneyText)};
var normalizeSelection=${String(normalizeSelection)};
var stakeProblem=${String(stakeProblem)};
function money(a){return moneyText(a,CFG.money)}
function fill(s,v){return s.replace(/\{(\w+)\}/g,function(m,k){return k in v?String(v[k]):m})}
var frag=new URLSearchParams(location.hash.slice(1));
if(location.hash)history.replaceState(history.state,'',location.pathname+location.search);
var token=frag.get('token');
if(!token){try{var st=JSON.parse(localStorage.getItem(CFG.sessionKey)||'null');token=st&&typeof st.token==='string'?st.token:null}catch(_){token=null}}
function hex(n){var a=new Uint8Array(n);crypto.getRandomValues(a);return Array.from(a,function(b){return b.toString(16).padStart(2,'0')}).join('')}
function api(method,path,body){var h={'Merchant':CFG.merchant,'Language':CFG.language,'Accept':'application/json'};
if(token)h.Authorization=token;if(body)h['Content-Type']='application/json';
return fetch(path,{method:method,headers:h,body:body?JSON.stringify(body):undefined}).then(function(r){return r.json()}).then(function(e){
if(!e||e.success!==true)throw e||{};return e.value})}
function el(tag,cls,text){var e=document.createElement(tag);if(cls)e.className=cls;if(text!==undefined)e.textContent=text;return e}
function say(text,cls){var m=$('lt-msg');m.textContent=text;m.className='msg'+(cls?' '+cls:'')}
function errText(e){var c=e&&e.errorCode;return c==='INSUFFICIENT_FUNDS'?t.insufficient:c==='LOTTERY_PERIOD_CLOSED'?t.closedErr:
c==='NOT_LOGGED_IN'||c==='SESSION_EXPIRED'?t.expired:c==='VALIDATION'?t.selectionBad:t.error}
function setBal(b,tell){$('lt-balance').textContent=money(b);if(tell){try{parent.postMessage({type:'wps:balance',balance:b},location.origin)}catch(_){}}}
function selText(type,s){if(type==='POSITION'){var p=s.split(':');return t.position+' '+p[0]+' · '+p[1]}return t[s]||s}
function mmss(s){var m=Math.floor(s/60),r=s%60;return (m<10?'0':'')+m+':'+(r<10?'0':'')+r}

var period=null,drawWait=0,busy=false,type=CFG.betTypes[0].type,pick=null,slip=[];
function loadBalance(){return api('GET','/wps/wallets/gcs').then(function(w){CFG.money.symbol=w.currencySymbol;setBal(w.mainBalance||w.sumBalance,false)})}
function loadPeriod(){return api('GET','/lotto/lgw/games/opened/numero?gameId='+CFG.gameId).then(function(p){period=p;
$('lt-numero').textContent=p.period;$('lt-hash').textContent=p.serverSeedHash;tick()})}
function loadResults(){return api('GET','/lgw/numeros/results?size=5&gameId='+CFG.gameId).then(function(list){var box=$('lt-results');box.textContent='';
if(!list.length){box.appendChild(el('li','empty',t.noResults));return}
list.forEach(function(r){var li=el('li');li.appendChild(el('span','num',r.numero));var d=el('span','digits');
r.result.split('').forEach(function(x){d.appendChild(el('b','',x))});li.appendChild(d);box.appendChild(li)})})}
function tick(){if(!period)return;var now=Date.now(),left=Math.floor((Date.parse(period.closesAt)-now)/1000);
if(left>0){$('lt-count').textContent=mmss(left);$('lt-place').disabled=busy;return}
$('lt-count').textContent=t.closed;$('lt-place').disabled=true;
if(!drawWait){drawWait=Date.parse(period.drawAt)+1500;period=null;setTimeout(function(){loadPeriod().catch(fail)},1000)}}
setInterval(function(){tick();if(drawWait&&Date.now()>=drawWait){drawWait=0;refresh()}},1000);

function renderTypes(){var box=$('lt-types');box.textContent='';CFG.betTypes.forEach(function(b){var btn=el('button','chip',t[b.type]);btn.type='button';
btn.setAttribute('aria-pressed',String(b.type===type));btn.dataset.type=b.type;btn.addEventListener('click',function(){type=b.type;pick=null;renderTypes();renderPad()});box.appendChild(btn)})}
function choice(values,onPick){var g=el('div','pad');values.forEach(function(v){var b=el('button','',v.label);b.type='button';b.setAttribute('aria-pressed','false');
b.addEventListener('click',function(){g.querySelectorAll('button').forEach(function(o){o.setAttribute('aria-pressed',String(o===b))});onPick(v.value)});g.appendChild(b)});return g}
function renderPad(){var box=$('lt-pad');box.textContent='';var odds=CFG.betTypes.filter(function(b){return b.type===type})[0].odds;
$('lt-odds').textContent=t.odds+' '+odds+' · '+fill(t.stakeBad,CFG.limits);
if(type==='BIG_SMALL'||type==='ODD_EVEN'){var vs=type==='BIG_SMALL'?['BIG','SMALL']:['ODD','EVEN'];
box.appendChild(choice(vs.map(function(v){return {label:t[v],value:v}}),function(v){pick=v}));return}
if(type==='POSITION'){var pos='1',dig=null;var lab=el('label','',t.position);lab.htmlFor='lt-pos';var s=el('select');s.id='lt-pos';
for(var i=1;i<=5;i++){var o=el('option','',String(i));o.value=String(i);s.appendChild(o)}
s.addEventListener('change',function(){pos=s.value;pick=dig===null?null:pos+':'+dig});box.appendChild(lab);box.appendChild(s);
var dl=el('div','lbl',t.digit);box.appendChild(dl);
box.appendChild(choice('0123456789'.split('').map(function(d){return {label:d,value:d}}),function(d){dig=d;pick=pos+':'+d}));return}
var n=type==='TAIL2'?2:3,lab2=el('label','',n===2?t.tail2Hint:t.tail3Hint);lab2.htmlFor='lt-tail';var inp=el('input');inp.id='lt-tail';
inp.inputMode='numeric';inp.maxLength=n;inp.autocomplete='off';inp.addEventListener('input',function(){pick=inp.value});box.appendChild(lab2);box.appendChild(inp)}
function current(){var sel=pick===null?null:normalizeSelection(type,pick),stake=$('lt-stake').value.trim();
if(!sel){say(t.selectionBad,'err');return null}
if(stakeProblem(stake,{min:CFG.limits.min,max:CFG.limits.max})){say(fill(t.stakeBad,CFG.limits),'err');return null}
return {betType:type,selection:sel,stake:stake}}
function renderSlip(){var box=$('lt-slip');box.textContent='';if(!slip.length){box.appendChild(el('li','empty',t.slipEmpty));return}
slip.forEach(function(s,i){var li=el('li');li.appendChild(el('span','',t[s.betType]+' · '+selText(s.betType,s.selection)+' · '+money(s.stake)));
var rm=el('button','link',t.remove);rm.type='button';rm.addEventListener('click',function(){slip.splice(i,1);renderSlip()});li.appendChild(rm);box.appendChild(li)})}
$('lt-add').addEventListener('click',function(){var c=current();if(!c)return;say('');slip.push(c);renderSlip()});
$('lt-place').addEventListener('click',function(){if(busy||!period)return;var subs=slip.length?slip.slice():[current()];if(!subs[0])return;
busy=true;$('lt-place').disabled=true;say(t.loading);
api('POST','/lgw/orders',{gameId:CFG.gameId,numero:period.period,requestId:hex(12),subOrders:subs}).then(function(v){slip=[];renderSlip();
setBal(v.balance,true);say(t.placed+' · '+v.order.numero,'win');return loadOrders()}).catch(fail).then(function(){busy=false;tick()})});

function fail(e){say(errText(e),'err')}
function subLine(o,s){var li=el('li','sub');li.dataset.testid='lt-suborder';li.setAttribute('data-testid','lt-suborder');
li.appendChild(el('span','',t[s.betType]+' · '+selText(s.betType,s.selection)+' · '+money(s.stake)+' · '+t[s.status]+(s.payout!=='0.00'&&s.status==='WON'?' '+money(s.payout):'')));
if(s.status==='OPEN'&&Date.parse(o.closesAt)>Date.now()){var b=el('button','link',t.cancel);b.type='button';
b.addEventListener('click',function(){b.disabled=true;api('POST','/lgw/orders/suborders/cancel',{orderId:o.orderId,subOrderId:s.subOrderId}).then(function(v){
setBal(v.balance,true);say(t.cancelled,'');return loadOrders()}).catch(fail)});li.appendChild(b)}return li}
function loadOrders(){return api('GET','/lgw/orders?pageSize=10&gameId='+CFG.gameId).then(function(page){
return Promise.all(page.list.map(function(o){return o.status==='OPEN'?api('GET','/lgw/orders/detail?orderId='+o.orderId):Promise.resolve(o)}))}).then(function(list){
var box=$('lt-orders');box.textContent='';if(!list.length){box.appendChild(el('li','empty',t.noOrders));return}
list.forEach(function(o){var li=el('li','order');li.setAttribute('data-testid','lt-order');
li.appendChild(el('div','head',o.numero+' · '+t.total+' '+money(o.totalStake)+' · '+t[o.status]+(o.status==='SETTLED'?' · '+t.payout+' '+money(o.totalPayout):'')));
if(o.subOrders){var ul=el('ul','subs');o.subOrders.forEach(function(s){ul.appendChild(subLine(o,s))});li.appendChild(ul)}box.appendChild(li)})})}
function refresh(){return Promise.all([loadResults(),loadOrders(),loadBalance()]).catch(fail)}
renderTypes();renderPad();renderSlip();
loadPeriod().then(refresh).catch(fail);
})();
`;
