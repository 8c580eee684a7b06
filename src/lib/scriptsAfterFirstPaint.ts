/**
 * What the build marks the page's own scripts with (webpack's runtime, React, the app with the page):
 * `nomodule`, so that a browser that runs modules (every browser React 18 supports) neither fetches nor runs them
 * where they stand, while each stays a valid `<script async src integrity>` element for the function below
 * (src/node/build/scriptsAfterFirstPaint.ts). A type that is not JavaScript would hold them as well, but the
 * HTML standard forbids `src` on such a script (a data block), and the W3C's checker rejects the page.
 */
export const HELD_SCRIPTS = 'script[nomodule][src]'

/** How long after the load event the scripts start at the latest, if no first paint has been recorded. */
export const LATEST_START_AFTER_LOAD_MS = 1000

/**
 * The source of the function that starts the page's held scripts once the first paint is on screen, instead of
 * at once beside the HTML. Everything on the first screen works before they run: the links, the menus
 * (src/lib/navigation/earlyMenu.ts), the static vCard. So the fonts and images of the first view get the
 * connection first, and a browser that has the scripts at hand (a fast network, a repeat visit) paints before it
 * spends time on them.
 * - It waits for the paint timing entry `first-contentful-paint`, which the browser records once the first
 *   paint with content is presented.
 * - A page that is hidden cannot paint: there, and where the browser has no paint timing, it starts at once; a
 *   tab hidden before its first paint starts them then.
 * - Firefox records no first paint for a page opened at an anchor below its top (`/#contact`): a second after
 *   the load event, it starts them anyway.
 * - Each held script is replaced by a live one with the same `src` and `integrity`: `async`, as every script a
 *   page adds is, so webpack's runtime runs each as it arrives. Once replaced, none is left to hold: whichever
 *   of these comes later starts nothing more.
 * - A browser that knows no `nomodule` has run the scripts as they came, and this does nothing there.
 * Plain ES5 in a string: the same text is hashed for the Content-Security-Policy.
 */
export const scriptsAfterFirstPaintSource = `function (d) {
  var w = d.defaultView;
  if (!('noModule' in d.createElement('script'))) return;
  var start = function () {
    var held = d.querySelectorAll('${HELD_SCRIPTS}');
    for (var i = 0; i < held.length; i++) {
      var script = d.createElement('script');
      script.src = held[i].getAttribute('src');
      script.integrity = held[i].getAttribute('integrity') || '';
      held[i].parentNode.replaceChild(script, held[i]);
    }
  };
  var Observer = w.PerformanceObserver;
  var paintTiming = Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf('paint') !== -1;
  if (!paintTiming || d.visibilityState === 'hidden') return start();
  d.addEventListener('visibilitychange', function () {
    if (d.visibilityState === 'hidden') start();
  });
  w.addEventListener('load', function () {
    w.setTimeout(start, ${LATEST_START_AFTER_LOAD_MS});
  });
  new Observer(function (entries, observer) {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
}`

/** The inline `<script>` body: the function above, called with the page's document. */
export const scriptsAfterFirstPaintScript = `(${scriptsAfterFirstPaintSource})(document);`
