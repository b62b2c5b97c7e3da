import { CUSTOMER_VIEW_FRAGMENT } from "@portico/contracts/codes";
import { LOGIN_PATH } from "@portico/domain";
import { useNonce } from "../../../lib/nonce";
import { VIEW_KEY } from "../../../lib/session/customer-view";
import { StorageKey } from "../../../lib/storage-keys";

/**
 * The user centre is drawn by the server for everyone (its first screen comes with the HTML), but
 * only the browser knows whether anyone is signed in (spec 02 §2: the token is in local storage).
 * This script runs as the page is parsed, before anything is painted: with no customer token and
 * no staff view of a customer (ADR 431) in this tab, the page is hidden and the visitor leaves for
 * login with the address to come back to, as the layout's guard does on navigations in the app.
 */
const LEAVE_WHEN_SIGNED_OUT = `(function(){try{
if(location.hash.indexOf(${JSON.stringify(`#${CUSTOMER_VIEW_FRAGMENT}`)})===0)return;
var view=JSON.parse(sessionStorage.getItem(${JSON.stringify(VIEW_KEY)})||"null");
if(view&&typeof view.token==="string")return;
if(localStorage.getItem(${JSON.stringify(StorageKey.token)})!==null)return;
document.documentElement.style.display="none";
location.replace(${JSON.stringify(`${LOGIN_PATH}?redirect=`)}+encodeURIComponent(location.pathname+location.search));
}catch(e){}})();`;

export function SignedOutGuard() {
  const nonce = useNonce();
  return (
    <script
      nonce={nonce?.script}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, no data in it
      dangerouslySetInnerHTML={{ __html: LEAVE_WHEN_SIGNED_OUT }}
    />
  );
}
