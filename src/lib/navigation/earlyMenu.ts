import { LANGUAGE_STORAGE_KEY } from '../i18n/languages'

/**
 * The source of a script that runs in `<head>`, so that the language menu works from the moment it is drawn,
 * before React has hydrated it (the page's scripts come a second or more after the first paint on a slow
 * phone): a tap on a menu button toggles its `aria-expanded`, which the CSS shows the menu by, and the
 * language menu takes that state over once hydrated (LanguageMenu). A tap on a language (the page's only links
 * with `hreflang`), a plain link until then, stores the choice as the hydrated menu would. Once React has hydrated an element (it keeps its fiber
 * on the element, `__reactFiber$…`), React handles its taps and this script leaves them alone.
 * Plain ES5 in a string, hashed for the Content-Security-Policy like the language script.
 */
export const earlyMenuSource = `function (w) {
  var hydrated = function (element) {
    for (var key in element) if (key.indexOf('__reactFiber$') === 0) return true;
    return false;
  };
  w.document.addEventListener('click', function (event) {
    var target = event.target;
    if (!target || !target.closest) return;
    var button = target.closest('button[aria-haspopup="menu"]');
    if (button && !hydrated(button)) {
      button.setAttribute('aria-expanded', button.getAttribute('aria-expanded') === 'true' ? 'false' : 'true');
      return;
    }
    var choice = target.closest('a[hreflang]');
    if (choice && !hydrated(choice)) {
      try {
        w.localStorage.setItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}, choice.getAttribute('hreflang'));
      } catch (error) {}
    }
  });
}`

/** The inline `<script>` body: the function above, called with `window`. */
export const earlyMenuScript = `(${earlyMenuSource})(window);`
