import { LANGUAGE_STORAGE_KEY } from './languages'

/**
 * The source of a script that runs in `<head>`, so that a language chosen before React has hydrated the menu
 * (the page's scripts come a second or more after the first paint on a slow phone) is remembered as the
 * hydrated menu would remember it: a tap on a language, the page's only links with `hreflang` and plain links
 * until then, stores the choice before the browser follows the link. Once React has hydrated an element (it
 * keeps its fiber on the element, `__reactFiber$…`), React handles its taps and this script leaves them alone.
 * Plain ES5 in a string, hashed for the Content-Security-Policy like the language script.
 */
export const earlyLanguageChoiceSource = `function (w) {
  w.document.addEventListener('click', function (event) {
    var target = event.target;
    var choice = target && target.closest && target.closest('a[hreflang]');
    if (!choice) return;
    for (var key in choice) if (key.indexOf('__reactFiber$') === 0) return;
    try {
      w.localStorage.setItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}, choice.getAttribute('hreflang'));
    } catch (error) {}
  });
}`

/** The inline `<script>` body: the function above, called with `window`. */
export const earlyLanguageChoiceScript = `(${earlyLanguageChoiceSource})(window);`
