// The account page (#/account): sign in or create an account; signed in, log out (here or everywhere), change
// the password and delete the account. A guest's nickname is set here too.
import { t, errorText } from './i18n.js';
import * as social from './social.js';
import { h } from './dom.js';
import { setTitle } from './shell.js';

export async function renderAccount(main) {
  setTitle(t('account.title'));
  const account = await social.me(true);
  const msg = h('p', { role: 'status' });
  const fail = (e) => { msg.className = 'error'; msg.textContent = errorText(e); };
  const rerender = () => renderAccount(main);

  if (account) {
    const pw = h('input', { type: 'password', id: 'delete-password', autocomplete: 'current-password' });
    // The password change: the current password, and a new one the server checks (8 characters, not a common one).
    const current = h('input', { type: 'password', id: 'current-password', autocomplete: 'current-password', required: true });
    const next = h('input', { type: 'password', id: 'new-password', autocomplete: 'new-password', required: true, minlength: 8 });
    const said = h('p', { role: 'status', id: 'password-status' });
    const change = h('form', { class: 'account-form', id: 'password-form' },
      h('h2', {}, t('account.changePassword')),
      h('p', {}, t('account.changePasswordHelp')),
      // The account's name, unseen, so that a password manager knows whose password changes.
      h('input', { type: 'text', autocomplete: 'username', value: account.name, hidden: true, readonly: true }),
      h('div', { class: 'opt' }, h('label', { for: 'current-password' }, t('account.currentPassword')), current),
      h('div', { class: 'opt' }, h('label', { for: 'new-password' }, t('account.newPassword')), next),
      h('p', {}, h('button', { type: 'submit', class: 'btn' }, t('account.changePasswordButton'))),
      said);
    change.addEventListener('submit', async (e) => {
      e.preventDefault();
      try {
        await social.changePassword(current.value, next.value);
        current.value = '';
        next.value = '';
        said.className = '';
        said.textContent = t('account.passwordChanged');
      } catch (ex) { said.className = 'error'; said.textContent = errorText(ex); }
    });
    main.replaceChildren(
      h('h1', {}, t('account.title')),
      h('p', { class: 'lead' }, t('account.signedInAs', { name: account.name })),
      h('p', {}, h('a', { class: 'btn ghost', href: `#/player/${encodeURIComponent(account.name)}` }, t('account.profile')), ' ',
        h('a', { class: 'btn ghost', href: '#/lobby' }, t('nav.lobby'))),
      h('p', {},
        h('button', { type: 'button', class: 'btn', id: 'logout', onclick: async () => { try { await social.logout(); rerender(); } catch (e) { fail(e); } } }, t('account.logout')), ' ',
        h('button', { type: 'button', class: 'btn ghost', id: 'logout-everywhere', onclick: async () => { try { await social.logoutEverywhere(); rerender(); } catch (e) { fail(e); } } }, t('account.logoutEverywhere'))),
      change,
      h('h2', {}, t('account.delete')),
      h('p', {}, t('account.deleteHelp')),
      h('p', {}, h('label', { for: 'delete-password' }, t('account.password'), ' '), pw, ' ',
        h('button', { type: 'button', class: 'btn ghost', id: 'delete', onclick: async () => {
          if (!confirm(t('account.deleteConfirm'))) return;
          try { await social.deleteAccount(pw.value); rerender(); } catch (e) { fail(e); }
        } }, t('account.deleteButton'))),
      msg);
    return null;
  }

  const form = (kind) => {
    const name = h('input', { type: 'text', id: `${kind}-name`, maxlength: 20, autocomplete: 'username', required: true });
    const pw = h('input', { type: 'password', id: `${kind}-password`, autocomplete: kind === 'login' ? 'current-password' : 'new-password', required: true, minlength: kind === 'login' ? null : 8 });
    const f = h('form', { class: 'account-form', id: `${kind}-form` },
      h('h2', {}, t(`account.${kind}`)),
      h('div', { class: 'opt' }, h('label', { for: `${kind}-name` }, t('account.name')), name),
      h('div', { class: 'opt' }, h('label', { for: `${kind}-password` }, t('account.password')), pw),
      kind === 'register' ? h('p', { class: 'hint' }, t('account.nameRules')) : null,
      h('p', {}, h('button', { type: 'submit', class: 'btn' }, t(`account.${kind}Button`))));
    f.addEventListener('submit', async (e) => {
      e.preventDefault();
      try {
        await (kind === 'login' ? social.login(name.value.trim(), pw.value) : social.register(name.value.trim(), pw.value));
        rerender();
      } catch (ex) { fail(ex); }
    });
    return f;
  };
  const nick = h('input', { type: 'text', id: 'guest-nick', maxlength: 20, value: social.nickname() });
  nick.addEventListener('change', () => social.setNickname(nick.value.trim()));
  main.replaceChildren(
    h('h1', {}, t('account.title')),
    h('p', { class: 'lead' }, t('account.lead')),
    msg,
    h('div', { class: 'account-forms' }, form('login'), form('register')),
    h('h2', {}, t('account.guest')),
    h('p', {}, h('label', { for: 'guest-nick' }, t('lobby.nickname'), ' '), nick, ' ', h('span', { class: 'hint' }, t('account.guestHelp'))));
  return null;
}
