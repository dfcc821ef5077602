/*
 * A stand-in for Google's Website Translator script (translate_a/element.js), served by
 * Playwright's page.route in browser tests. It behaves like the real widget where the site
 * depends on it: `google.translate.TranslateElement` renders a `select.goog-te-combo` into the
 * given element (after a delay, or when the test calls `__translatorStandIn.appear()` in manual
 * mode); choosing a language wraps every text node in <font> elements, inserts a top banner iframe,
 * pushes the body down 40 px and saves the `googtrans` cookie; a saved choice is applied on load.
 * Choosing the page's language restores the original text. The test's settings arrive as
 * the options object below, filled in when the route serves this file.
 */
/* global __STAND_IN_OPTIONS__ */
(function () {
  var options = __STAND_IN_OPTIONS__;
  var script = document.currentScript;
  var callback = new URL(script.src).searchParams.get("cb") || "googleTranslateElementInit";
  var originals = [];
  var state = { changes: [], created: 0, translatedTo: null, appear: null };
  window.__translatorStandIn = state;

  function textNodes(root) {
    var walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
      acceptNode: function (node) {
        var parent = node.parentElement;
        if (!parent || !node.data.trim()) return NodeFilter.FILTER_REJECT;
        if (
          parent.closest("script, style, noscript, [translate='no'], .notranslate, .skiptranslate")
        )
          return NodeFilter.FILTER_REJECT;
        return NodeFilter.FILTER_ACCEPT;
      },
    });
    var nodes = [];
    while (walker.nextNode()) nodes.push(walker.currentNode);
    return nodes;
  }

  function restore() {
    originals.forEach(function (entry) {
      if (entry.wrapper.parentNode)
        entry.wrapper.parentNode.replaceChild(entry.text, entry.wrapper);
    });
    originals = [];
    var banner = document.querySelector("body > .skiptranslate");
    if (banner) banner.remove();
    document.body.style.top = "";
    document.documentElement.classList.remove("translated-ltr");
  }

  function translate(code) {
    state.changes.push(code);
    document.cookie = "googtrans=/en/" + code + "; path=/";
    restore();
    if (code === "en" || code === "") {
      state.translatedTo = null;
      return;
    }
    state.translatedTo = code;
    textNodes(document.body).forEach(function (text) {
      var outer = document.createElement("font");
      outer.style.verticalAlign = "inherit";
      var inner = document.createElement("font");
      inner.style.verticalAlign = "inherit";
      inner.textContent = "[" + code + "] " + text.data;
      outer.appendChild(inner);
      text.parentNode.replaceChild(outer, text);
      originals.push({ text: text, wrapper: outer });
    });
    var banner = document.createElement("div");
    banner.className = "skiptranslate";
    banner.innerHTML =
      '<iframe class="goog-te-banner-frame skiptranslate" title="Translate" style="visibility:visible;height:39px;width:100%"></iframe>';
    document.body.insertBefore(banner, document.body.firstChild);
    document.body.style.position = "relative";
    document.body.style.top = "40px";
    document.documentElement.classList.add("translated-ltr");
  }

  function TranslateElement(settings, elementId) {
    state.created += 1;
    state.settings = settings;
    function appear() {
      var host = document.getElementById(elementId);
      var gadget = document.createElement("div");
      gadget.className = "skiptranslate goog-te-gadget";
      var select = document.createElement("select");
      select.className = "goog-te-combo";
      ["", ...settings.includedLanguages.split(",")].forEach(function (code) {
        var option = document.createElement("option");
        option.value = code;
        option.textContent = code || "Select Language";
        select.appendChild(option);
      });
      select.addEventListener("change", function () {
        translate(select.value);
      });
      gadget.appendChild(select);
      host.appendChild(gadget);
      var tooltip = document.createElement("div");
      tooltip.id = "goog-gt-tt";
      tooltip.textContent = "Original text";
      document.body.appendChild(tooltip);
      var saved = /(?:^|; )googtrans=\/en\/([^;]+)/.exec(document.cookie);
      if (saved && saved[1] !== "en") {
        select.value = saved[1];
        translate(saved[1]);
      }
    }
    if (options.manual) state.appear = appear;
    else setTimeout(appear, options.delay || 0);
  }

  window.google = { translate: { TranslateElement: TranslateElement } };
  window[callback]();
})();
