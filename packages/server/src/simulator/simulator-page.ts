/**
 * The simulator page: plain HTML whose style and script are files of their own (simulator-assets.ts),
 * so the page runs under the same Content Security Policy as the app, with nothing inline.
 */
export const SIMULATOR_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Torque customer phone simulator</title>
<link rel="stylesheet" href="/simulator/simulator.css">
<script src="/simulator/simulator.js" defer></script>
</head>
<body>
<form id="sign-in" hidden>
  <h1>Customer phone simulator</h1>
  <p>Staff only: sign in with your Torque account to text in as a customer.</p>
  <label>E-mail<input id="email" type="email" autocomplete="username" required></label>
  <label>Password<input id="password" type="password" autocomplete="current-password" required></label>
  <p id="sign-in-error" role="alert"></p>
  <button>Sign in</button>
</form>
<div id="phone" hidden>
<aside>
  <label>Customers<input id="search" type="search" placeholder="Search name, vehicle or number" aria-label="Search customers"></label>
  <ul id="customers"></ul>
</aside>
<main>
  <header><strong id="who">Pick a customer</strong><small id="where"></small></header>
  <section id="thread" aria-live="polite"></section>
  <form id="composer"><input id="text" aria-label="Text message" placeholder="Type a text, e.g. STOP or Yes, Tuesday at 10am" disabled>
  <button id="send" disabled>Send</button></form>
</main>
</div>
</body>
</html>
`;
