/// The report page's scripts: plain JavaScript, no libraries, no network.
///
/// The layout of the size map is computed here, in the browser, not in Swift: it depends on the
/// width of the window (and is redone when it changes), and the embedded data stays the report's
/// data rather than one screen's geometry. Squarifying 2,000 boxes takes about a millisecond.
enum HTMLReportScript {
    /// In `<head>`, before anything else runs: every script error, failed load and policy
    /// violation is written into `<html data-errors>`, where a check on the DOM can read it.
    static let errorCatcher = #"""
(function () {
  "use strict";
  var root = document.documentElement;
  function record(text) {
    var list = root.getAttribute("data-errors");
    root.setAttribute("data-errors", (list ? list + "\n" : "") + text);
  }
  window.vclintRecordError = record;
  window.addEventListener("error", function (event) {
    var where = event.lineno ? " (line " + event.lineno + ":" + event.colno + ")" : "";
    var what = event.message || ("a " + ((event.target && event.target.tagName) || "resource") + " failed to load");
    record("error: " + what + where);
  }, true);
  window.addEventListener("unhandledrejection", function (event) { record("unhandled rejection: " + event.reason); });
  document.addEventListener("securitypolicyviolation", function (event) {
    record("blocked by the content security policy: " + event.violatedDirective);
  });
})();
"""#

    /// Squarified treemap layout (Bruls, Huizing and van Wijk, 2000).
    static let treemap = #"""
/* values: sorted largest first, each > 0. Returns [x, y, width, height] for each, in order. */
function vclintSquarify(values, x, y, width, height) {
  "use strict";
  var rects = new Array(values.length);
  var total = 0;
  for (var k = 0; k < values.length; k++) total += values[k];
  if (total <= 0 || width <= 0 || height <= 0) {
    for (var z = 0; z < values.length; z++) rects[z] = [x, y, 0, 0];
    return rects;
  }
  var scale = (width * height) / total;
  var i = 0;
  while (i < values.length) {
    var side = Math.min(width, height);
    var rowSum = 0, best = Infinity, j = i;
    while (j < values.length) {
      var area = values[j] * scale;
      var sum = rowSum + area;
      var largest = values[i] * scale;
      var worst = Math.max((side * side * largest) / (sum * sum), (sum * sum) / (side * side * area));
      if (worst > best) break;
      best = worst;
      rowSum = sum;
      j++;
    }
    var thickness = rowSum / side;
    var offset = 0;
    for (var m = i; m < j; m++) {
      var length = (values[m] * scale) / thickness;
      rects[m] = width >= height ? [x, y + offset, thickness, length] : [x + offset, y, length, thickness];
      offset += length;
    }
    if (width >= height) { x += thickness; width -= thickness; } else { y += thickness; height -= thickness; }
    i = j;
  }
  return rects;
}

"""#

    static let app = HTMLReportAppScript.source
}
