/* global document, sessionStorage, fetch, FormData, URLSearchParams */
// The QA console at /__mock/: every figure comes from the control API with the token the tester gave
// (sessionStorage, this tab only). Data is written as text, never as HTML: the journal holds what any
// caller sent, script payloads included.

const TOKEN_KEY = 'spendboard.mockControlToken';
const SANDBOX_KEY = 'spendboard.mockSandbox';
const JOURNAL_ROWS = 50;
const EXCERPT_CHARS = 160;

const byId = (id) => document.getElementById(id);

function el(tag, text, attributes = {}) {
  const node = document.createElement(tag);
  if (text !== undefined && text !== null) node.textContent = String(text);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

function button(label, onClick, accessibleName) {
  const node = el('button', label, { type: 'button', ...(accessibleName && { 'aria-label': accessibleName }) });
  node.addEventListener('click', onClick);
  return node;
}

function say(message) {
  byId('status').textContent = message;
}

/** One control call with the token (and the sandbox, when one is named); the parsed answer or null for an empty one. */
async function control(method, path, body) {
  const headers = { 'X-Mock-Control': sessionStorage.getItem(TOKEN_KEY) ?? '' };
  const sandbox = sessionStorage.getItem(SANDBOX_KEY);
  if (sandbox) headers['X-Mock-Sandbox'] = sandbox;
  if (method !== 'GET') headers['Content-Type'] = 'application/json';
  const response = await fetch(`/__mock${path}`, {
    method,
    headers,
    ...(method !== 'GET' && { body: JSON.stringify(body ?? {}) }),
  });
  const text = await response.text();
  const answer = text ? JSON.parse(text) : null;
  if (!response.ok) throw Object.assign(new Error(answer?.message ?? `${response.status}`), { status: response.status, answer });
  return answer;
}

/** Fills a list from a control that may not exist in this build: "not available" when it does not answer. */
async function fillList(id, path, describe) {
  const list = byId(id);
  try {
    const { data } = await control('GET', path);
    list.replaceChildren(...(data.length ? data.map(describe) : [el('li', 'None.')]));
  } catch {
    list.replaceChildren(el('li', 'Not available.'));
  }
}

function journalRow(entry) {
  const row = el('tr');
  const request = `${entry.method} ${entry.path}${query(entry.query)}`;
  const status = entry.response.status === 0 ? 'dropped' : entry.response.status;
  const excerpt = entry.response.body_excerpt.slice(0, EXCERPT_CHARS) + (entry.response.body_excerpt.length > EXCERPT_CHARS ? '…' : '');
  const notes = [
    entry.fault_id !== null && `fault #${entry.fault_id}`,
    entry.response.completed ? null : 'answer cut short',
    entry.operation === null && `no operation; nearest: ${entry.near_misses.join(', ')}`,
  ].filter(Boolean);
  row.append(
    el('td', new Date(entry.at).toLocaleTimeString()),
    el('td', request),
    el('td', status),
    el('td', `${entry.duration_ms} ms`),
    el('td').appendChild(el('code', excerpt)).parentNode,
    el('td', notes.join('; ')),
  );
  return row;
}

function query(value) {
  if (!value || typeof value !== 'object' || Object.keys(value).length === 0) return '';
  return `?${decodeURIComponent(new URLSearchParams(flatten(value)).toString())}`;
}

function flatten(value, prefix = '') {
  return Object.entries(value).flatMap(([key, item]) => {
    const name = prefix ? `${prefix}[${key}]` : key;
    return item !== null && typeof item === 'object' ? flatten(item, name) : [[name, String(item)]];
  });
}

async function showJournal() {
  const form = new URLSearchParams();
  for (const name of ['method', 'path', 'status']) {
    const value = byId(`filter-${name}`).value.trim();
    if (value) form.set(name, value);
  }
  form.set('limit', String(JOURNAL_ROWS));
  try {
    const { data } = await control('GET', `/requests?${form}`);
    byId('journal').tBodies[0].replaceChildren(...data.reverse().map(journalRow));
  } catch (error) {
    say(`Journal: ${error.message}`);
  }
}

function faultItem(fault) {
  const match = ['query', 'headers', 'tenant', 'body_fields']
    .filter((field) => fault[field] !== undefined)
    .map((field) => `${field} ${JSON.stringify(fault[field])}`);
  const count = [fault.after && `after ${fault.after}`, fault.times && `${fault.times} times`].filter(Boolean);
  const text = [`#${fault.id} ${fault.route}`, ...match, fault.kind, fault.status, ...count, `hit ${fault.hits} of ${fault.matched}`];
  const item = el('li', `${text.filter((part) => part !== undefined).join(' · ')} `);
  item.append(
    button('Remove', () => act(`Fault #${fault.id} removed.`, () => control('DELETE', `/faults/${fault.id}`)), `Remove fault #${fault.id}`),
  );
  return item;
}

async function showFaults() {
  await fillList('faults', '/faults', faultItem);
}

async function showState() {
  try {
    const { data } = await control('GET', '/clock');
    byId('clock').textContent = Object.entries(data)
      .map(([name, value]) => `${name}: ${value}`)
      .join(' · ');
  } catch {
    byId('clock').textContent = 'Not available.';
  }
  await fillList('sandboxes', '/sandboxes', (sandbox) => {
    const item = el('li', `${sandbox.name}${sandbox.shared ? ' (shared)' : ''} `);
    item.append(button('Use', () => useSandbox(sandbox.shared ? '' : sandbox.name), `Use sandbox ${sandbox.name}`));
    return item;
  });
  await fillList('snapshots', '/snapshots', (snapshot) => {
    const item = el('li', `${snapshot.name} (${snapshot.created_at ?? ''}) `);
    const restore = () => control('POST', `/snapshots/${encodeURIComponent(snapshot.name)}/restore`);
    item.append(button('Restore', () => act(`Snapshot ${snapshot.name} restored.`, restore), `Restore snapshot ${snapshot.name}`));
    return item;
  });
  await fillList('scenarios', '/scenarios', (scenario) => {
    const item = el('li', `${scenario.name}: ${scenario.description ?? ''} `);
    const load = () => control('POST', `/scenarios/${encodeURIComponent(scenario.name)}`);
    item.append(button('Load', () => act(`Scenario ${scenario.name} loaded.`, load), `Load scenario ${scenario.name}`));
    return item;
  });
  await fillList('outbox', '/outbox', (mail) => el('li', `${mail.to ?? mail.email ?? ''}: ${mail.subject ?? mail.kind ?? ''}`));
}

async function showAll() {
  await Promise.all([showJournal(), showFaults(), showState()]);
}

/** Runs a control action, says how it went, and shows the new state. */
async function act(done, action) {
  try {
    await action();
    say(done);
  } catch (error) {
    say(error.message);
  }
  await showAll();
}

function useSandbox(name) {
  byId('sandbox-name').value = name;
  if (name) sessionStorage.setItem(SANDBOX_KEY, name);
  else sessionStorage.removeItem(SANDBOX_KEY);
  void connect();
}

async function connect() {
  try {
    await control('GET', '/faults');
  } catch (error) {
    byId('console').hidden = true;
    say(error.status === 401 ? 'The token was refused: give the token the server printed at start.' : error.message);
    return;
  }
  byId('console').hidden = false;
  say(`Connected to sandbox ${sessionStorage.getItem(SANDBOX_KEY) || 'default'}.`);
  await showAll();
}

function faultFromForm(form) {
  const fields = new FormData(form);
  const more = String(fields.get('more') ?? '').trim();
  const fault = { route: fields.get('route'), kind: fields.get('kind'), ...(more && JSON.parse(more)) };
  for (const name of ['status', 'latency_ms', 'after', 'times']) {
    const value = String(fields.get(name) ?? '').trim();
    if (value) fault[name] = Number(value);
  }
  return fault;
}

async function addFault(event) {
  event.preventDefault();
  const errors = byId('fault-errors');
  errors.replaceChildren();
  try {
    const { data } = await control('POST', '/faults', faultFromForm(event.target));
    say(`Fault #${data.id} added.`);
    event.target.reset();
  } catch (error) {
    const fieldErrors = Object.entries(error.answer?.errors ?? {}).map(([field, messages]) => el('li', `${field}: ${messages.join(' ')}`));
    errors.replaceChildren(...(fieldErrors.length ? fieldErrors : [el('li', error.message)]));
    say('The fault was not added.');
  }
  await showFaults();
}

byId('access-form').addEventListener('submit', (event) => {
  event.preventDefault();
  sessionStorage.setItem(TOKEN_KEY, byId('control-token').value.trim());
  useSandbox(byId('sandbox-name').value.trim());
});
byId('journal-filter').addEventListener('submit', (event) => {
  event.preventDefault();
  void showJournal();
});
byId('clear-journal').addEventListener('click', () => act('Journal cleared.', () => control('DELETE', '/requests')));
byId('reset').addEventListener('click', () => act('Sandbox reset to the seed.', () => control('POST', '/reset')));
byId('fault-form').addEventListener('submit', addFault);

byId('sandbox-name').value = sessionStorage.getItem(SANDBOX_KEY) ?? '';
if (sessionStorage.getItem(TOKEN_KEY)) void connect();
