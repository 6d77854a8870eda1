/// The report page's style. Severity is never colour alone: errors are striped with a solid
/// border and `✖`, warnings dotted with a dashed border and `▲`, and the words are written out.
enum HTMLReportStyle {
    static let css = #"""
:root {
  --ink: #1d2330; --muted: #5b6475; --line: #d9dde5; --paper: #ffffff; --ground: #f3f5f8;
  --error: #d64545; --error-ink: #7a1010; --warning: #f0b429; --warning-ink: #6b4a00;
  --clean: #7fb58c; --clean-ink: #24553a; --accent: #2f5fd0; --focus: #111827;
  --screen: #86aee6; --view-model: #b8a1de;
  font: 14px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  color: var(--ink); background: var(--ground);
}
* { box-sizing: border-box; }
body { margin: 0; }
.noscript { margin: 2rem; font-size: 1.1rem; }
header.top { background: #1f2a44; color: #fff; padding: 18px 28px 16px; }
header.top h1 { margin: 0; font-size: 21px; font-weight: 650; letter-spacing: .2px; }
header.top h1 .tool { opacity: .7; font-weight: 400; }
header.top .sub { margin: 2px 0 0; opacity: .8; font-size: 13px; overflow-wrap: anywhere; }
.tiles { display: flex; flex-wrap: wrap; gap: 10px; margin-top: 14px; }
.tile { background: rgba(255,255,255,.1); border-radius: 8px; padding: 7px 14px; min-width: 118px; }
.tile b { display: block; font-size: 21px; font-weight: 650; font-variant-numeric: tabular-nums; }
.tile span { font-size: 12px; opacity: .85; }
.tile.error { box-shadow: inset 4px 0 0 var(--error); }
.tile.warning { box-shadow: inset 4px 0 0 var(--warning); }
main { padding: 18px 28px 40px; display: grid; gap: 18px; align-items: start; grid-template-columns: minmax(0, 2.1fr) minmax(300px, 1fr); }
main > .wide { grid-column: 1 / -1; }
/* Below the map: the browser skips their layout until they scroll near, which halves the time
   to a usable page at 2,000 controllers. */
main > .wide { content-visibility: auto; contain-intrinsic-size: auto 900px; }
@media (max-width: 980px) { main { grid-template-columns: minmax(0, 1fr); } }
/* As tall as the map beside it, scrolling inside, so the table starts right below both. */
#details { contain: size; align-self: stretch; overflow: auto; }
@media (max-width: 980px) { #details { contain: none; max-height: 80vh; } }
section.card { background: var(--paper); border: 1px solid var(--line); border-radius: 10px; padding: 14px 16px; min-width: 0; }
section.card > h2 { margin: 0 0 8px; font-size: 16px; }
.hint { color: var(--muted); font-size: 12.5px; margin: 0 0 8px; }
.legend { display: flex; flex-wrap: wrap; gap: 14px; align-items: center; font-size: 12.5px; color: var(--muted); margin: 0 0 10px; }
.legend .swatch { display: inline-block; width: 22px; height: 14px; vertical-align: -2px; margin-right: 5px; border-radius: 2px; position: relative; overflow: hidden; }
.legend .swatch.split::after { content: ""; position: absolute; right: 0; top: 0; bottom: 0; width: 45%; background: rgba(255,255,255,.5); border-left: 1px solid #fff; }
#map { position: relative; height: 560px; background: #fff; border: 1px solid var(--line); border-radius: 6px; overflow: hidden; }
#map:focus-within { outline: 2px solid var(--accent); outline-offset: 2px; }
.folder { contain: strict; position: absolute; border: 1px solid #9aa3b5; background: #eef1f6; overflow: hidden; }
.folder > .folder-name { position: absolute; left: 0; right: 0; top: 0; height: 16px; padding: 0 5px; font-size: 10.5px;
  line-height: 16px; color: #394257; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
/* Each box sized by the script: strict containment lets the browser lay out each on its own. */
.box { contain: strict; position: absolute; display: block; overflow: hidden; text-decoration: none; color: var(--ink); border: 1px solid #fff; }
.box.clean { background-color: var(--clean); }
.box.warning { background-color: var(--warning); border: 1.5px dashed var(--warning-ink);
  background-image: radial-gradient(rgba(60,40,0,.38) 1.1px, transparent 1.6px); background-size: 6px 6px; }
.box.error { background-color: var(--error); border: 2px solid var(--error-ink);
  background-image: repeating-linear-gradient(45deg, rgba(60,0,0,.33) 0 2px, transparent 2px 7px); }
/* With SwiftUI types in the tree, the fill is the kind and the pattern the worst finding. */
.box.kind-controller { background-color: var(--clean); }
.box.kind-screen { background-color: var(--screen); }
.box.kind-view_model { background-color: var(--view-model); }
.box.kind-any { background-color: #c9ced8; }
.box.error[class*="kind-"] { background-image: repeating-linear-gradient(45deg, var(--error) 0 3px, transparent 3px 8px); }
.box.warning[class*="kind-"] { background-image: radial-gradient(#a86b00 1.5px, transparent 2px); background-size: 6px 6px; }
.box .ext { position: absolute; background: rgba(255,255,255,.52); }
.box .ext.right { top: 0; bottom: 0; right: 0; border-left: 1.5px solid #fff; }
.box .ext.bottom { left: 0; right: 0; bottom: 0; border-top: 1.5px solid #fff; }
.box .label { position: absolute; left: 2px; top: 2px; max-width: calc(100% - 4px); padding: 0 4px; border-radius: 3px;
  background: rgba(255,255,255,.88); font-size: 11px; line-height: 15px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.box .label .n { color: var(--muted); font-variant-numeric: tabular-nums; }
.box .label.numbers { top: 20px; font-size: 10.5px; color: #2a3142; }
.box:not(.large) .label.numbers { display: none; }
.box.tiny .label { display: none; }
.box.dim { opacity: .18; }
.box:hover { filter: brightness(1.08); z-index: 2; outline: 2px solid var(--focus); }
.box:focus { outline: 3px solid var(--focus); outline-offset: -3px; z-index: 3; }
.box.selected { box-shadow: inset 0 0 0 3px #fff, inset 0 0 0 5px var(--focus); z-index: 2; }
#tip { position: fixed; z-index: 10; pointer-events: none; max-width: 380px; background: #111827; color: #fff; border-radius: 6px;
  padding: 8px 10px; font-size: 12.5px; box-shadow: 0 6px 20px rgba(0,0,0,.25); }
#tip[hidden] { display: none; }
#tip .t { font-weight: 650; overflow-wrap: anywhere; }
#tip .p { opacity: .75; overflow-wrap: anywhere; }
#tip table { border-collapse: collapse; margin-top: 4px; }
#tip td { padding: 0 10px 0 0; font-variant-numeric: tabular-nums; }
.sev { display: inline-block; padding: 0 6px; border-radius: 4px; font-size: 12px; font-weight: 600; white-space: nowrap; }
.sev.error { background: #fde2e2; color: var(--error-ink); border: 1px solid var(--error); }
.sev.warning { background: #fff3cd; color: var(--warning-ink); border: 1px dashed var(--warning-ink); }
.sev.clean { color: var(--clean-ink); }
.badge { display: inline-block; padding: 0 5px; border-radius: 4px; font-size: 11px; font-weight: 700; letter-spacing: .3px; border: 1px solid currentColor; }
.badge.new { color: #5b21b6; } .badge.worse { color: #9a3412; } .badge.baselined { color: var(--muted); font-weight: 500; }
#details h3 { margin: 0; font-size: 17px; overflow-wrap: anywhere; }
#details h3:focus { outline: 2px solid var(--accent); outline-offset: 2px; }
#details .where { color: var(--muted); font-size: 12.5px; overflow-wrap: anywhere; margin: 2px 0 10px; }
#details h4 { margin: 14px 0 6px; font-size: 13px; text-transform: uppercase; letter-spacing: .5px; color: var(--muted); }
.facts { display: grid; grid-template-columns: repeat(3, 1fr); gap: 6px; }
.facts div { background: var(--ground); border-radius: 6px; padding: 5px 8px; }
.facts b { display: block; font-size: 17px; font-variant-numeric: tabular-nums; }
.facts span { font-size: 11.5px; color: var(--muted); }
.bar { display: flex; height: 10px; border-radius: 5px; overflow: hidden; background: var(--ground); margin: 8px 0 2px; }
.bar .b { background: #4b5d86; } .bar .e { background: repeating-linear-gradient(45deg, #a9b7d6 0 3px, #c9d3e8 3px 6px); }
table.data { width: 100%; border-collapse: collapse; font-size: 13px; }
table.data th, table.data td { text-align: left; padding: 4px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
table.data td.num, table.data th.num { text-align: right; font-variant-numeric: tabular-nums; }
table.data td.path { overflow-wrap: break-word; color: var(--muted); }
table.data tbody th { font-weight: 500; }
table.files td.path { overflow-wrap: break-word; }
table.files .file { display: block; color: var(--ink); }
table.files .part { display: block; font-size: 11.5px; }
table.data tbody tr:hover { background: #f7f9fc; }
table.data tr.current { background: #e8efff; }
table.data thead th { position: sticky; top: 0; background: #fff; z-index: 1; font-size: 12px; color: var(--muted); font-weight: 600; }
table.data th button { font: inherit; color: inherit; background: none; border: 0; padding: 0; cursor: pointer; text-align: inherit; }
table.data th button:focus-visible { outline: 2px solid var(--accent); }
table.data th[aria-sort="ascending"] button::after { content: " ▲"; }
table.data th[aria-sort="descending"] button::after { content: " ▼"; }
table.data td.zero { color: #b4bac6; }
.findings { list-style: none; margin: 0; padding: 0; }
.findings li { border-top: 1px solid var(--line); padding: 7px 0; }
.findings .head { display: flex; gap: 6px; align-items: baseline; flex-wrap: wrap; }
.findings .rule { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; }
.findings .loc { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; color: var(--muted); overflow-wrap: anywhere; }
.findings .msg { margin-top: 2px; overflow-wrap: anywhere; }
.findings .related { margin: 4px 0 0; padding-left: 18px; font-size: 0.92em; }
.findings .related .loc { margin-right: 8px; color: var(--muted); }
.filters { display: flex; flex-wrap: wrap; gap: 10px 16px; align-items: end; margin: 0 0 10px; }
.filters label { display: flex; flex-direction: column; font-size: 12px; color: var(--muted); gap: 2px; }
.filters input[type=search], .filters select { font: inherit; padding: 4px 6px; border: 1px solid #b8bfcc; border-radius: 5px; min-width: 190px; background: #fff; }
.filters label.check { flex-direction: row; align-items: center; gap: 6px; }
.filters input:focus-visible, .filters select:focus-visible, a:focus-visible { outline: 2px solid var(--accent); outline-offset: 1px; }
.count { font-size: 12.5px; color: var(--muted); margin-left: auto; }
.tablewrap { max-height: 620px; overflow: auto; border: 1px solid var(--line); border-radius: 6px; }
a { color: var(--accent); }
.skip { position: absolute; left: -999px; } .skip:focus { left: 8px; top: 8px; background: #fff; padding: 4px 8px; z-index: 20; }
.paging { margin: 8px 0 0; }
.paging .more { font: inherit; padding: 4px 12px; border: 1px solid #b8bfcc; border-radius: 5px; background: #fff; cursor: pointer; }
.paging .more:focus-visible { outline: 2px solid var(--accent); }
.paging .more[hidden] { display: none; }
.empty { color: var(--muted); font-style: italic; }
/* report --history: line charts, the hotspot chart and sparklines, as inline SVG. The five
   series differ in dash as well as colour; a hotspot's trend is its shape. */
.charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(340px, 1fr)); gap: 14px; margin: 8px 0 14px; }
.charts figure { margin: 0; min-width: 0; }
.charts figcaption { font-size: 12.5px; font-weight: 600; margin-bottom: 4px; }
svg.chart { display: block; width: 100%; height: auto; background: #fff; border: 1px solid var(--line); border-radius: 6px; }
svg .grid { stroke: #e5e8ee; stroke-width: 1; }
svg .axis { fill: var(--muted); font-size: 10.5px; }
svg .series { fill: none; stroke-width: 2; stroke-linejoin: round; }
svg .s0, .legend .swatch.s0 { stroke: #2f5fd0; background: #2f5fd0; fill: #2f5fd0; }
svg .s1, .legend .swatch.s1 { stroke: #d64545; background: #d64545; fill: #d64545; stroke-dasharray: 6 3; }
svg .s2, .legend .swatch.s2 { stroke: #2a9d8f; background: #2a9d8f; fill: #2a9d8f; stroke-dasharray: 2 3; }
svg .s3, .legend .swatch.s3 { stroke: #b7791f; background: #b7791f; fill: #b7791f; stroke-dasharray: 9 3 2 3; }
svg .s4, .legend .swatch.s4 { stroke: #7c3aed; background: #7c3aed; fill: #7c3aed; stroke-dasharray: 1 2; }
svg path.series { fill: none; }
.mark.grew { fill: var(--error); color: var(--error); } .mark.shrank { fill: var(--clean-ink); color: var(--clean-ink); }
.mark.flat { fill: #8a94a6; color: #8a94a6; }
svg .mark { stroke: #fff; stroke-width: 1; }
svg a:focus-visible .mark, svg a:hover .mark { stroke: var(--focus); stroke-width: 2; }
svg.spark { width: 120px; height: 26px; vertical-align: middle; }
svg.spark path { fill: none; stroke: var(--accent); stroke-width: 1.5; }
svg.spark circle { fill: var(--accent); }
#details .trend { font-size: 12px; color: var(--muted); margin: 8px 0 0; }
table.data .methods { list-style: none; margin: 0; padding: 0; font-size: 12px; }
table.data .methods .sig { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; overflow-wrap: anywhere; }
"""#
}
