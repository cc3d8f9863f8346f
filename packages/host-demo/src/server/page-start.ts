import { DEFAULT_STORAGE_KEY } from '@modkit/sdk';
import { firstReads, SESSION_USER } from '../app/first-reads';
import { type PreloadLink, preloadTags } from './route-preloads';

/**
 * The page start: an inline script the server puts at the top of the app's HTML that starts the screen's
 * first api reads (app/first-reads.ts) at once, while the app's code downloads, with the session's token
 * from localStorage (where the SDK's session store keeps it: a `<link rel=preload>` cannot carry it). The
 * responses wait in `window.__modkitFirstReads` under the SDK's `prefetchKey`; the app's client takes each
 * once (`prefetchedFirst`), and one not taken within 30 s is dropped. As the widget loader does for a widget.
 */
export function pageStartScript(path: string, query?: URLSearchParams): string {
  const { signedIn, reads } = firstReads(path, query);
  if (!reads.length) return '';
  // Written in ES5 by hand: it runs before anything else, on any browser, and stays under 1 kB. A read whose
  // answer names the screen's largest paint (a `cover`: My List's first card, a module preview's hero) preloads
  // that image once the answer is in (the answer's copy: the app reads the original), so that it downloads while
  // the app's code does, instead of after the app has rendered the card.
  return `(function(reads,signedIn){try{
var s=JSON.parse(localStorage.getItem(${JSON.stringify(DEFAULT_STORAGE_KEY)})||'null');s=s&&s.state||{};
var token=s.user&&s.user.token||'';if(signedIn&&!token)return;
var started=window.__modkitFirstReads=new Map();
var me=s.user&&s.user.data&&s.user.data.id;
reads.forEach(function(read){if(read.roles&&read.roles.indexOf(s.user_type)<0)return;
if(read.path.indexOf(${JSON.stringify(SESSION_USER)})>=0&&me==null)return;
if(read.unlessChosen&&chosen(read.unlessChosen))return;
var url='/api'+read.path.replace(${JSON.stringify(SESSION_USER)},encodeURIComponent(me)),key=token+'\\n'+url;
var init={headers:token?{Authorization:'Bearer '+token}:{}};
if(read.body!=null){init.method='POST';init.body=read.body;init.headers['Content-Type']='application/json';key+='\\n'+read.body}
var pending=fetch(url,init);pending.catch(function(){});
if(read.takers)pending.takers=read.takers;
if(read.cover)pending.then(function(r){if(r.ok)return r.clone().json().then(function(b){preloadCover(b,read.cover)})})
.catch(function(){});
started.set(key,pending);setTimeout(function(){started.delete(key)},3e4)});
}catch(e){}
function chosen(k){try{var o=JSON.parse(localStorage.getItem(k)||'null');for(var f in o)if(o[f]!=null)return true;return false}catch(e){return true}}
function preloadCover(body,cover){var d=body&&body.data;if(d&&cover.list)d=d[cover.list]&&d[cover.list][0];
var m=d&&d.media;if(m&&typeof m.length=='number')m=m[0];var p=m&&m.path;
if(typeof p!='string'||!(p.charAt(0)=='/'&&p.charAt(1)!='/'||/^https?:/.test(p)))return;
var l=document.createElement('link');l.rel='preload';l.as='image';l.href=p;l.setAttribute('fetchpriority','high');
document.head.appendChild(l)}
})(${JSON.stringify(reads)},${signedIn});`;
}

/**
 * The script that adds the screen's preloads to `<head>` once the reads have gone out. As `<link>` tags in the
 * HTML, the browser's preload scanner asked for the 20-odd chunks before the inline script had run, and the
 * reads (the library's banner, its largest paint, among them) queued behind them for the 6 connections an
 * origin gets over HTTP/1.1. A link marked with a browser method is added only in a browser without it. The
 * links need no nonce (CSP's `script-src 'self'` covers what they fetch).
 */
function insertPreloads(links: PreloadLink[]): string {
  return `(function(links){var head=document.head;
links.forEach(function(l){if(l[3]&&l[3]in Element.prototype)return;var e=document.createElement('link');
e.rel=l[0];e.href=l[1];if(l[2])e.as=l[2];e.crossOrigin='anonymous';head.appendChild(e)})})(${JSON.stringify(links)});`;
}

/**
 * The app's index.html for `path` (and its `query`), with its page start (carrying the response's CSP nonce) first in `<head>`
 * and `preloads`, the links that start the screen's code (route-preloads.ts): inserted by the page start after
 * it has started the reads, or, on a page with no reads, as tags last in `<head>`.
 */
export function withPageStart(
  html: string,
  path: string,
  nonce: string,
  preloads: PreloadLink[] = [],
  query?: URLSearchParams,
): string {
  const script = pageStartScript(path, query);
  if (script) {
    const start = preloads.length ? `${script}\n${insertPreloads(preloads)}` : script;
    return html.replace('<head>', `<head><script nonce="${nonce}">${start}</script>`);
  }
  return preloads.length ? html.replace('</head>', `${preloadTags(preloads)}</head>`) : html;
}
