// Field descriptions shared by the public account pages (inputs of SubmitForm).
type AutoComplete = 'email' | 'username';

/** The e-mail address; `username` where a password manager should pair it with a password. */
export const emailField = (label: string, autoComplete: AutoComplete = 'email', autoFocus = false) =>
  ({ name: 'adresseEmail', label, type: 'email', autoComplete, autoFocus }) as const;

/** The mailed 6-digit code (focused: the address is usually filled from the link). */
export const codeField = (label: string) =>
  ({ name: 'code', label, inputMode: 'numeric', autoComplete: 'one-time-code', autoFocus: true }) as const;

export const newPasswordField = <F extends string>(name: F, label: string) =>
  ({ name, label, type: 'password', autoComplete: 'new-password' }) as const;
