/**
 * A page the build prerendered shows the signed-out account links (Get Started, Log in) until the
 * app runs. For someone whose browser holds a sign-in, that is the wrong bar for as long as the
 * JavaScript takes, with a Log in link to tap by mistake. This tiny classic script, inline in every
 * page's <head> (web/vite.config.ts), runs before the first paint: when Web Storage holds Amplify's
 * tokens it marks the document, and the stylesheet keeps the account links hidden until the app
 * has rendered its own bar (SessionProvider then takes the mark away). The Content-Security-Policy
 * allows it by its hash, and only it (infra/web-security.ts).
 */

/** Amplify keeps each token under a key with this prefix (see RememberMeStorage in web/src/auth/amplify.ts). */
export const tokenKeyPrefix = 'CognitoIdentityServiceProvider.';

/** The attribute the script sets on <html> (read by web/src/styles/layout.css). */
export const storedSessionAttribute = 'data-stored-session';

export const storedSessionHintScript =
  `try{for(var s of[localStorage,sessionStorage])for(var i=0;i<s.length;i++)` +
  `if((s.key(i)||'').indexOf(${JSON.stringify(tokenKeyPrefix)})===0)document.documentElement.setAttribute(${JSON.stringify(storedSessionAttribute)},'')}catch(e){}`;
