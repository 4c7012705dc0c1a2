// Piñata Blast on the phone: your hand of cards (tap one to lay it) and, while you
// hold the stick, a swipe area (the swipe's direction is the aim, its speed the power).
// The game decides everything: this page sends the tap or the swipe and draws what it
// is sent. Loaded after phone.js, whose $, send and showButtons it uses.
"use strict";

const FULL_SWIPE_SPEED = 2400;  // CSS px a second: a flick this fast throws at full power
const SWIPE_WINDOW_MS = 100;    // the speed is the swipe's over its last tenth of a second
const MIN_SWIPE_PX = 30;        // a shorter stroke is a tap, not a throw
const SVG_NS = "http://www.w3.org/2000/svg";

let drawnHand = "";
let drawnRefusal = null;

function showPinata(view) {
  const screen = $("candy-screen");
  screen.classList.toggle("pinata", Boolean(view));
  screen.classList.toggle("throwing", Boolean(view) && view.controls === "throw");
  $("pinata").hidden = !view;
  if (!view) return;
  $("pinata-prompt").textContent = view.prompt;
  drawHand(view);
  $("pinata-placed").textContent = view.placed
    ? "On the table: " + view.placed.candy + (view.placed.points ? " " + view.placed.points : "") + " · "
    : "";
  $("pinata-pile").textContent = view.pile + (view.rotten ? " · rotten: " + view.rotten : "");
  showRefusal(view.refusal);
  if (view.controls === "throw") {
    const [x, y] = view.toward;
    $("throw-arrow").style.transform = "rotate(" + Math.atan2(-y, x) + "rad)";
    $("throw-count").textContent = view.throw_seconds === null ? "" : "the table throws for you in " + view.throw_seconds + " s";
  }
}

function showRefusal(refusal) {
  const line = $("pinata-refusal");
  line.textContent = refusal ? refusal.text : "";
  const at = refusal ? refusal.at : null;
  if (at !== null && at !== drawnRefusal && navigator.vibrate) navigator.vibrate([30, 40, 30]);
  drawnRefusal = at;
}

// ------------------------------------------------------------------- the hand

function drawHand(view) {
  const chosen = view.placed ? null : view.chosen;
  const key = JSON.stringify([view.hand, view.laying, chosen]);
  if (key === drawnHand) return;
  drawnHand = key;
  const hand = $("pinata-hand");
  hand.replaceChildren(...view.hand.map((card) => cardButton(card, card.id === view.laying, card.id === chosen)));
  // Up to eight cards in rows of four, more in rows of five or six: at most three rows,
  // so the touch pad and the buttons keep their room.
  const count = view.hand.length;
  hand.style.setProperty("--columns", String(count <= 8 ? 4 : count <= 15 ? 5 : 6));
  hand.classList.toggle("many", count > 8);
}

// A card of the hand: tapping it lays it. The chosen one (what GRAB would lay) stands
// out as it does on the big screen.
function cardButton(card, laying, chosen) {
  const element = document.createElement("button");
  element.className = "pcard" + (laying ? " laying" : "") + (chosen ? " chosen" : "");
  element.dataset.card = String(card.id);
  element.style.setProperty("--candy", card.colour);
  element.setAttribute("aria-label", "Lay " + card.candy + (card.points ? ", " + card.points + " points" : ""));
  const points = document.createElement("span");
  points.className = "points";
  points.textContent = card.points ? String(card.points) : "";
  const name = document.createElement("span");
  name.className = "name";
  name.textContent = laying ? "laying…" : card.candy;
  element.append(points, candyPicture(card.shape, card.colour), name);
  element.addEventListener("pointerdown", (event) => {
    event.preventDefault();
    element.classList.add("down");
    send({ type: "lay", card: card.id });
    if (navigator.vibrate) navigator.vibrate(15);
  });
  for (const end of ["pointerup", "pointercancel", "pointerleave"]) {
    element.addEventListener(end, () => element.classList.remove("down"));
  }
  return element;
}

function svg(tag, attributes) {
  const element = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

// Each candy drawn as the big screen draws it (a striped cone on a stick, a knobbly
// ball, a bitten bar, a disc on a slanted stick, a lumpy pod, a wrapped sweet), so
// colour is never the only clue and the phone's card matches the table's dice.
const INK = "#30202c";
const STICK = "#f6ecd4";
const OUTLINED = { stroke: INK, "stroke-width": 1.4, "stroke-linejoin": "round" };
const KNOBS = [...Array(10).keys()].map((k) => [20 + 13 * Math.cos(k * Math.PI / 5), 20 + 13 * Math.sin(k * Math.PI / 5)]);
const SHAPES = {
  piruli: (fill) => [
    svg("rect", { x: 18.5, y: 26, width: 3, height: 13, rx: 1.5, fill: STICK, ...OUTLINED }),
    svg("path", { d: "M20 2 L31 28 Q20 31 9 28 Z", fill: fill, ...OUTLINED }),
    svg("path", { d: "M17 12 L25 9 M14 20 L28 15 M12 26 L30 21", stroke: "#fff", "stroke-width": 2.2 }),
  ],
  colacion: (fill) => [
    ...KNOBS.map(([x, y]) => svg("circle", { cx: x, cy: y, r: 4.5, fill: fill, ...OUTLINED })),
    svg("circle", { cx: 20, cy: 20, r: 13, fill: fill }),
    ...[[15, 15], [24, 13], [27, 22], [19, 24], [13, 22], [22, 29]].map(([x, y]) =>
      svg("circle", { cx: x, cy: y, r: 1.3, fill: "#fff8e8" })),
  ],
  chocolate: (fill) => [
    svg("rect", { x: 5, y: 10, width: 30, height: 21, rx: 2.5, fill: fill, ...OUTLINED }),
    svg("path", { d: "M15 10 V31 M25 10 V31 M5 20.5 H35", stroke: "#000", "stroke-width": 1.3, opacity: 0.45 }),
    svg("circle", { cx: 35, cy: 10, r: 5, fill: "#fdfbf5" }),
  ],
  paleta: (fill) => [
    svg("path", { d: "M19 22 L9 38", stroke: INK, "stroke-width": 5.5, "stroke-linecap": "round" }),
    svg("path", { d: "M19 22 L9 38", stroke: STICK, "stroke-width": 3, "stroke-linecap": "round" }),
    svg("circle", { cx: 23, cy: 15, r: 12, fill: fill, ...OUTLINED }),
    svg("path", { d: "M23 6 V24 M14 15 H32 M16.6 8.6 L29.4 21.4 M29.4 8.6 L16.6 21.4", stroke: "#fff", "stroke-width": 1.2, opacity: 0.75 }),
  ],
  tamarindo: (fill) => [
    svg("path", { d: "M31 9 L35 4", stroke: "#6e461e", "stroke-width": 2.2, "stroke-linecap": "round" }),
    ...[[9, 31], [15, 25], [21, 19], [27, 13]].map(([x, y]) =>
      svg("circle", { cx: x, cy: y, r: 6, fill: fill, ...OUTLINED })),
  ],
  dulce: (fill) => [
    svg("polygon", { points: "11,20 2,12 2,28", fill: fill, ...OUTLINED }),
    svg("polygon", { points: "29,20 38,12 38,28", fill: fill, ...OUTLINED }),
    svg("ellipse", { cx: 20, cy: 20, rx: 11, ry: 9, fill: fill, ...OUTLINED }),
    svg("path", { d: "M15 13 L19 27 M21 12 L25 27", stroke: "#fff", "stroke-width": 1.6, opacity: 0.6 }),
  ],
};

function candyPicture(name, fill) {
  const picture = svg("svg", { viewBox: "0 0 40 40", class: "candy", "aria-hidden": "true" });
  const shapes = SHAPES[name] || SHAPES.colacion;
  picture.append(...shapes(fill));
  return picture;
}

// ------------------------------------------------------------------ the throw

function swipeInput() {
  const area = $("throw-area");
  let samples = [];
  let pointer = null;
  area.addEventListener("pointerdown", (event) => {
    event.preventDefault();
    pointer = event.pointerId;
    area.setPointerCapture(pointer);
    samples = [{ x: event.clientX, y: event.clientY, t: event.timeStamp }];
  });
  area.addEventListener("pointermove", (event) => {
    if (event.pointerId !== pointer) return;
    samples.push({ x: event.clientX, y: event.clientY, t: event.timeStamp });
  });
  const release = (event) => {
    if (event.pointerId !== pointer) return;
    pointer = null;
    samples.push({ x: event.clientX, y: event.clientY, t: event.timeStamp });
    const swipe = measureSwipe(samples);
    if (swipe) send({ type: "swipe", x: swipe.x, y: swipe.y });
    else showRefusal({ text: "swipe across the area to throw", at: null });
  };
  area.addEventListener("pointerup", release);
  area.addEventListener("pointercancel", (event) => { if (event.pointerId === pointer) pointer = null; });
}

// The throw a stroke makes: its direction over its last moments (y up, as the table),
// its length the speed there against a full-power flick; null for a tap.
function measureSwipe(strokes) {
  const first = strokes[0];
  const last = strokes[strokes.length - 1];
  if (Math.hypot(last.x - first.x, last.y - first.y) < MIN_SWIPE_PX) return null;
  let from = first;
  for (const sample of strokes) {
    if (last.t - sample.t >= SWIPE_WINDOW_MS) from = sample;
  }
  const seconds = Math.max(last.t - from.t, 8) / 1000;
  const dx = last.x - from.x;
  const dy = -(last.y - from.y);
  const distance = Math.hypot(dx, dy);
  if (distance === 0) return { x: 0, y: 0 };  // stopped before letting go: too soft to throw
  const power = Math.min(1, distance / seconds / FULL_SWIPE_SPEED);
  // Cut towards zero: the game refuses a vector longer than 1.
  return { x: Math.trunc((dx / distance) * power * 1000) / 1000,
           y: Math.trunc((dy / distance) * power * 1000) / 1000 };
}

swipeInput();
