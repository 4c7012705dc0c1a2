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
  hand.dataset.count = String(view.hand.length);
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
  element.append(points, silhouette(card.silhouette, card.colour), name);
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

// Each candy's own outline (as on the big screen), so colour is never the only clue.
const SHAPES = {
  spiral_lollipop: (fill) => [
    svg("rect", { x: 18.5, y: 24, width: 3, height: 15, rx: 1.5, fill: "#f4efe2" }),
    svg("circle", { cx: 20, cy: 16, r: 13, fill: fill }),
    svg("path", { d: "M20 16 m0 -2 a2 2 0 1 1 -2 2 a4 4 0 1 1 4 4 a6 6 0 1 1 -6 -6 a8 8 0 1 1 8 8",
                  fill: "none", stroke: "#fff", "stroke-width": 1.8, opacity: 0.85 }),
  ],
  round_ball: (fill) => [
    svg("circle", { cx: 20, cy: 21, r: 15, fill: fill }),
    svg("circle", { cx: 14.5, cy: 15.5, r: 4, fill: "#fff", opacity: 0.6 }),
  ],
  bar: (fill) => [
    svg("rect", { x: 8, y: 5, width: 24, height: 31, rx: 3, fill: fill }),
    svg("path", { d: "M8 15.5 H32 M8 25.5 H32 M20 5 V36", stroke: "#000", "stroke-width": 1.6, opacity: 0.35 }),
  ],
  flat_lolly: (fill) => [
    svg("rect", { x: 18.5, y: 22, width: 3, height: 17, rx: 1.5, fill: "#f4efe2" }),
    svg("ellipse", { cx: 20, cy: 14, rx: 16, ry: 11, fill: fill }),
    svg("ellipse", { cx: 20, cy: 14, rx: 11, ry: 6.5, fill: "none", stroke: "#fff", "stroke-width": 1.5, opacity: 0.6 }),
  ],
  pod: (fill) => [
    svg("path", { d: "M4 30 C8 12 24 4 37 7 C33 22 19 33 4 30 Z", fill: fill }),
    svg("circle", { cx: 13, cy: 23, r: 2.4, fill: "#000", opacity: 0.3 }),
    svg("circle", { cx: 20, cy: 18, r: 2.4, fill: "#000", opacity: 0.3 }),
    svg("circle", { cx: 27, cy: 13, r: 2.4, fill: "#000", opacity: 0.3 }),
  ],
  wrapped_sweet: (fill) => [
    svg("polygon", { points: "11,20 2,11 2,29", fill: fill, opacity: 0.75 }),
    svg("polygon", { points: "29,20 38,11 38,29", fill: fill, opacity: 0.75 }),
    svg("ellipse", { cx: 20, cy: 20, rx: 11, ry: 9, fill: fill }),
    svg("path", { d: "M14 14 L18 26 M20 13 L24 26", stroke: "#fff", "stroke-width": 1.5, opacity: 0.6 }),
  ],
};

function silhouette(name, fill) {
  const picture = svg("svg", { viewBox: "0 0 40 40", class: "candy", "aria-hidden": "true" });
  const shapes = SHAPES[name] || SHAPES.round_ball;
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
