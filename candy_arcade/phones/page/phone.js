// The Candy Arcade phone controller: joins a seat, sends intents, shows what only
// this player may see. The game stays authoritative: this page only sends what the
// thumb does and draws what it is sent.
"use strict";

const RECONNECT_MS = 120000;   // the game keeps a dropped phone's seat this long
const RETRY_MS = 1000;
const PING_MS = 1000;
const STICK_REACH = 0.22;      // a drag this fraction of the pad's short side is full speed
const CLOSE_ENDED = 4000;      // the big screen ended the game or switched phones off

const token = location.pathname.split("/").filter(Boolean)[0] || "";
const keyName = "candy-arcade-key-" + token;
const $ = (id) => document.getElementById(id);
let socket = null;
let droppedAt = 0;
let stick = { x: 0, y: 0 };
let sentStick = { x: 0, y: 0 };
let stickFrame = 0;
let seated = false;            // the round trip is shown only while this phone has a seat

function show(screen) {
  for (const section of document.querySelectorAll(".screen")) {
    section.hidden = section.id !== screen + "-screen";
  }
}

function status(text) { $("status").textContent = text; }

function end(text) {
  // A deliberate end: the room is gone, so no reconnecting and no joining again here.
  ended = true;
  seated = false;
  localStorage.removeItem(keyName);
  status("");
  say(text + ".", false);
}

function say(text, canJoinAgain) {
  $("message").textContent = text;
  $("again").hidden = !canJoinAgain;
  show("message");
}

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

// ------------------------------------------------------------------ connecting

function connect() {
  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  socket = new WebSocket(scheme + location.host + "/" + token + "/ws");
  socket.onopen = () => {
    droppedAt = 0;
    status("connected");
    const key = localStorage.getItem(keyName);
    if (key) send({ type: "rejoin", key: key });
    else show("join");
  };
  socket.onmessage = (event) => receive(JSON.parse(event.data));
  socket.onclose = (event) => {
    socket = null;
    if (event.code === CLOSE_ENDED && !ended) end(event.reason || "The game on the big screen has ended");
    if (refused || ended) return;
    seated = false;
    if (!droppedAt) droppedAt = Date.now();
    if (Date.now() - droppedAt > RECONNECT_MS) {
      say("Lost the game. Is the big screen still in the lobby or the game?", true);
      return;
    }
    status("reconnecting…");
    setTimeout(connect, RETRY_MS);
  };
}

let refused = false;
let ended = false;

function receive(message) {
  if (message.type === "welcome") {
    localStorage.setItem(keyName, message.key);
    $("who").textContent = message.name;
    seated = true;
    show("seat");
  } else if (message.type === "pong") {
    if (seated) status("ping " + Math.round(performance.now() - message.t) + " ms");
  } else if (message.type === "ended") {
    end(message.reason);
  } else if (message.type === "refused") {
    refused = true;
    seated = false;
    status("");
    localStorage.removeItem(keyName);
    say("The game sent this phone away: " + message.reason + ".", true);
  } else if (message.type === "view") {
    showView(message);
  }
}

// ------------------------------------------------------------------- the views

function showView(view) {
  if (view.seat) {
    document.documentElement.style.setProperty("--seat", view.seat.colour);
    $("seat-mark").textContent = view.seat.symbol;
    $("seat-name").textContent = view.seat.title;
    $("who").textContent = view.seat.symbol + " " + view.seat.name;
  }
  showPinata(view.screen === "pinata" ? view : null);  // pinata.js
  if (view.screen === "candy" || view.screen === "pinata") {
    $("secret").hidden = view.screen !== "candy";
    $("candy-refusal").hidden = view.screen !== "candy";
    if (view.screen === "candy") showCandy(view);
    else showButtons(view.buttons);
    show("candy");
    fitNames();
  } else if (view.screen === "canasta") {
    showCanasta(view);
    show("canasta");
    fitNames();
  } else {
    $("seat-note").textContent = view.note || "";
    $("leave").hidden = view.screen !== "lobby";
    const next = $("next");
    next.hidden = view.screen !== "results";
    if (view.screen === "results") {
      next.textContent = view.button;
      next.disabled = !view.ready;
    }
    show("seat");
  }
}

// A card's name too long for its card shrinks until it fits (to SMALLEST_NAME_PX at the
// least), measured as drawn: the phone's own font decides, not a guess by length.
const SMALLEST_NAME_PX = 7;

function fitNames() {
  for (const name of document.querySelectorAll(".cn-name, .pcard .name")) {
    if (!name.clientWidth || name.dataset.fitted === name.textContent) continue;
    name.dataset.fitted = name.textContent;
    name.style.fontSize = "";
    let size = parseFloat(getComputedStyle(name).fontSize);
    while (name.scrollWidth > name.clientWidth && size > SMALLEST_NAME_PX) {
      const scaled = Math.floor(2 * size * name.clientWidth / name.scrollWidth) / 2;
      size = Math.max(SMALLEST_NAME_PX, Math.min(size - 0.5, scaled));
      name.style.fontSize = size + "px";
    }
  }
}

function cardSpan(card) {
  const span = document.createElement("span");
  span.className = "card" + (card.red ? " red" : "");
  span.textContent = card.face;
  return span;
}

let shownButtons = "";
let shownRefusal = null;

function showButtons(buttons) {
  const key = JSON.stringify(buttons);
  if (key === shownButtons) return;
  shownButtons = key;
  $("grab").textContent = buttons.grab;
  $("drop").textContent = buttons.drop;
  const extra = $("extra");
  extra.replaceChildren();
  for (const [name, label] of Object.entries(buttons)) {
    if (name === "grab" || name === "drop") continue;
    const element = document.createElement("button");
    element.className = "extra";
    element.textContent = label;
    extra.appendChild(element);
    button(element, name);
  }
}

function showCandy(view) {
  showButtons(view.buttons);
  const held = $("held");
  held.textContent = view.held ? view.held.face : "—";
  held.className = view.held ? (view.held.red ? "red" : "") : "empty";
  const stash = $("stash");
  shownStash = view.stash;
  stash.replaceChildren(...view.stash.map(stashCard));
  $("stash-count").textContent = view.stash.length + " of " + view.stash_limit;
  const refusal = $("candy-refusal");
  refusal.textContent = view.refusal ? view.refusal.text : "";
  const at = view.refusal ? view.refusal.at : null;
  if (at !== null && at !== shownRefusal && navigator.vibrate) navigator.vibrate([30, 40, 30]);
  shownRefusal = at;
}

// Your stash lies face down, as at the table: a tap turns one card up for a moment
// (the rules' peek), so a neighbour glancing at the phone does not read the stash.
const PEEK_MS = 1500;
let shownStash = [];
let peek = { index: -1, until: 0 };

function stashCard(card, index) {
  const peeking = peek.index === index && Date.now() < peek.until;
  const span = peeking ? cardSpan(card) : document.createElement("span");
  if (!peeking) {
    span.className = "card back";
    span.textContent = "?";
    span.setAttribute("aria-label", "stash card " + (index + 1) + ": tap to peek");
  }
  span.addEventListener("pointerdown", (event) => {
    event.preventDefault();
    peek = { index: index, until: Date.now() + PEEK_MS };
    redrawStash();
    setTimeout(redrawStash, PEEK_MS + 20);
  });
  return span;
}

function redrawStash() {
  $("stash").replaceChildren(...shownStash.map(stashCard));
}

// ------------------------------------------------------------------- the input

function sendStick() {
  stickFrame = 0;
  if (stick.x !== sentStick.x || stick.y !== sentStick.y) {
    sentStick = { x: stick.x, y: stick.y };
    send({ type: "pad", x: stick.x, y: stick.y });
  }
}

function setStick(x, y) {
  // Cut towards zero: rounding could lengthen a full push past 1, a message the game refuses.
  stick = { x: Math.trunc(x * 1000) / 1000, y: Math.trunc(y * 1000) / 1000 };
  if (!stickFrame) stickFrame = requestAnimationFrame(sendStick);
}

function padInput() {
  const pad = $("pad");
  const thumb = $("thumb");
  let origin = null;
  let pointer = null;
  pad.addEventListener("pointerdown", (event) => {
    pointer = event.pointerId;
    pad.setPointerCapture(pointer);
    const box = pad.getBoundingClientRect();
    origin = { x: event.clientX - box.left, y: event.clientY - box.top };
    thumb.style.left = origin.x + "px";
    thumb.style.top = origin.y + "px";
    thumb.style.display = "block";
  });
  pad.addEventListener("pointermove", (event) => {
    if (event.pointerId !== pointer || !origin) return;
    const box = pad.getBoundingClientRect();
    const reach = Math.min(box.width, box.height) * STICK_REACH;
    let x = (event.clientX - box.left - origin.x) / reach;
    let y = -(event.clientY - box.top - origin.y) / reach;  // the table's y points up
    const length = Math.hypot(x, y);
    if (length > 1) { x /= length; y /= length; }
    thumb.style.left = origin.x + x * reach + "px";
    thumb.style.top = origin.y - y * reach + "px";
    setStick(x, y);
  });
  const release = (event) => {
    if (event.pointerId !== pointer) return;
    pointer = null;
    origin = null;
    thumb.style.display = "none";
    setStick(0, 0);
  };
  pad.addEventListener("pointerup", release);
  pad.addEventListener("pointercancel", release);
}

function button(element, name) {
  element.addEventListener("pointerdown", (event) => {
    event.preventDefault();
    element.classList.add("down");
    send({ type: "press", button: name });
    if (navigator.vibrate) navigator.vibrate(15);
  });
  for (const end of ["pointerup", "pointercancel", "pointerleave"]) {
    element.addEventListener(end, () => element.classList.remove("down"));
  }
}

// ----------------------------------------------------------------- the forms

$("code-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const body = new URLSearchParams({ code: $("code").value });
  const reply = await fetch("/code", { method: "POST", body: body });
  const answer = await reply.json();
  if (answer.token) location.replace("/" + answer.token + "/");
  else $("code-error").textContent = answer.error;
});

// The field stops at its maxlength; a name that reaches it says so, so nobody wonders
// where the rest of a longer name went.
$("name").addEventListener("input", () => {
  const full = $("name").value.length >= $("name").maxLength;
  $("name-hint").textContent = full
    ? "That's the most: " + $("name").maxLength + " letters."
    : "Up to " + $("name").maxLength + " letters: the big screen shows that many.";
  $("name-hint").classList.toggle("full", full);
});

$("join-form").addEventListener("submit", (event) => {
  event.preventDefault();
  send({ type: "join", name: $("name").value.trim().slice(0, 16) });
});

$("leave").addEventListener("click", () => {
  send({ type: "press", button: "drop" });
  localStorage.removeItem(keyName);
  refused = true;
  seated = false;
  status("");
  if (socket) socket.close();
  say("You left the table.", true);
});

$("next").addEventListener("click", () => {
  if (!$("next").disabled) send({ type: "next" });
});

$("again").addEventListener("click", () => {
  refused = false;
  droppedAt = 0;
  connect();
});

document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible" && !socket && !refused) connect();
});

setInterval(() => send({ type: "ping", t: performance.now() }), PING_MS);
padInput();
button($("grab"), "grab");
button($("drop"), "drop");
if (token) connect();
else { status(""); show("code"); }
