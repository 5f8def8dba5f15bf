// Named domain errors with a stable `code`. Handlers and data functions throw them; the http-errors
// middleware (the only place that builds error responses) maps the code to a status and the
// `{ statusCode, message, error }` body of docs/product-rules.md#errors.
import { MESSAGE_CONNEXIONS_SIMULTANEES } from '@umj/shared/realtime';

export const ERROR_STATUS = {
  VALIDATION: 400,
  INVALID_CODE: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ORIGIN_REFUSED: 403,
  ACCOUNT_DISABLED: 403,
  ACCOUNT_NOT_CONFIRMED: 403,
  NOT_FOUND: 404,
  VERSION_CONFLICT: 409,
  ALREADY_EXISTS: 409,
  BUREAU_NON_VIDE: 409,
  DOSSIER_FACTURE: 409,
  DOSSIER_INCOMPLET: 400,
  REQUISITION_A_CONFIRMER: 400,
  REQUISITION_EN_DOUBLE: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_IN_PROGRESS: 409,
  ACCOUNT_LOCKED: 429,
  TOO_MANY_CODES: 429,
  TOO_MANY_WRONG_CODES: 429,
  TOO_MANY_CONNECTIONS: 429,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** For a 400: the input field the message is about. */
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

export class ValidationError extends DomainError {
  constructor(message: string, field: string) {
    super('VALIDATION', message, field);
  }
}

export class InvalidCodeError extends DomainError {
  constructor() {
    super('INVALID_CODE', 'Code invalide ou expiré', 'code');
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(message = 'Session invalide ou expirée, veuillez vous reconnecter') {
    super('UNAUTHENTICATED', message);
  }
}

/** Generic on purpose: never says whether the e-mail exists. */
export class InvalidCredentialsError extends DomainError {
  constructor() {
    super('INVALID_CREDENTIALS', 'Adresse e-mail ou mot de passe incorrect');
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = "Vous n'avez pas les droits pour cette action", field?: string) {
    super('FORBIDDEN', message, field);
  }
}

/** A call that did not come through CloudFront (origin header missing or wrong). */
export class OriginRefusedError extends DomainError {
  constructor() {
    super('ORIGIN_REFUSED', "Accès refusé : l'API ne répond qu'aux requêtes passées par l'adresse du site");
  }
}

export class AccountDisabledError extends DomainError {
  constructor() {
    super('ACCOUNT_DISABLED', 'Ce compte est désactivé. Contactez un administrateur.');
  }
}

export class AccountNotConfirmedError extends DomainError {
  constructor() {
    super('ACCOUNT_NOT_CONFIRMED', "Veuillez d'abord confirmer votre adresse e-mail avec le code reçu.");
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Élément introuvable') {
    super('NOT_FOUND', message);
  }
}

/**
 * A 404 for something outside the caller's offices (404 for what is not visible to the
 * caller). The answer is exactly a NotFoundError's (nothing tells it exists); the audit trail records
 * it as a refused access.
 */
export class OutOfScopeError extends NotFoundError {
  readonly refusedAccess = true;
}

export class VersionConflictError extends DomainError {
  constructor() {
    super(
      'VERSION_CONFLICT',
      "Cet élément a été modifié entre-temps par quelqu'un d'autre. Rechargez la page puis recommencez.",
    );
  }
}

export class AlreadyExistsError extends DomainError {
  constructor(message: string) {
    super('ALREADY_EXISTS', message);
  }
}

/** A growing delay, not a lock: the message says how long to wait. */
export class AccountLockedError extends DomainError {
  constructor(minutes: number) {
    super(
      'ACCOUNT_LOCKED',
      `Trop de tentatives de connexion échouées. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
    );
  }
}

/** Whole hours until `finLe` (epoch seconds), at least 1: when a refused count may be tried again. */
function heuresRestantes(finLe: number, now: Date): number {
  return Math.max(1, Math.ceil((finLe - now.getTime() / 1000) / 3600));
}

/** The address already received its e-mailed codes of the 24-hour window. */
export class TooManyCodesError extends DomainError {
  constructor(finLe: number, now: Date) {
    super(
      'TOO_MANY_CODES',
      `Trop de codes ont été envoyés à cette adresse e-mail. Réessayez dans ${heuresRestantes(finLe, now)} h.`,
      'adresseEmail',
    );
  }
}

/** Too many wrong codes for the address in the 24-hour window (even a right one is refused). */
export class TooManyWrongCodesError extends DomainError {
  constructor(finLe: number, now: Date) {
    super(
      'TOO_MANY_WRONG_CODES',
      `Trop de codes erronés ont été saisis pour cette adresse e-mail. Réessayez dans ${heuresRestantes(finLe, now)} h.`,
      'code',
    );
  }
}

/**
 * A WebSocket `$connect` that could not be registered: the user's MAX_CONNEXIONS_PAR_UTILISATEUR places
 * are taken by connections too recent to close, or concurrent attempts kept taking them
 * (data/connexions.ts W1).
 */
export class TooManyConnectionsError extends DomainError {
  constructor() {
    super('TOO_MANY_CONNECTIONS', MESSAGE_CONNEXIONS_SIMULTANEES);
  }
}

/** An office that still has users cannot be deleted. */
export class BureauNonVideError extends DomainError {
  constructor(message = 'Ce bureau a encore des utilisateurs : retirez-les avant de le supprimer.') {
    super('BUREAU_NON_VIDE', message, 'ids');
  }
}

/** An office whose police stations or requesters remain is not deleted (they name it). */
export const BUREAU_AVEC_LISTES =
  'Ce bureau a encore des commissariats ou des requérants : supprimez-les avant de le supprimer.';

/** docs/product-rules.md#on-status-change: the file is not complete for the target status (shared message). */
export class DossierIncompletError extends DomainError {
  constructor(message: string) {
    super('DOSSIER_INCOMPLET', message, 'statut');
  }
}

/**
 * docs/product-rules.md#statuses: validating a file whose requisition box is unticked needs the user's confirmation
 * (`requisitionConfirmee: true`); the message is the confirmation text the screen shows.
 */
export class RequisitionAConfirmerError extends DomainError {
  constructor(message: string) {
    super('REQUISITION_A_CONFIRMER', message, 'requisitionConfirmee');
  }
}

/**
 * A billed file is frozen while its bordereau stands (docs/api.md#errors): a change of a frozen field or
 * of the status names the bordereau to cancel (shared `messageDossierFacture`).
 */
export class DossierFactureError extends DomainError {
  constructor(message: string) {
    super('DOSSIER_FACTURE', message);
  }
}

/**
 * A new bordereau would bill files with the same requester and requisition number: the message names
 * the pairs; the body's `confirmationRequisition: true` creates it anyway (docs/api.md#requisitions-en-double).
 */
export class RequisitionEnDoubleError extends DomainError {
  constructor(message: string) {
    super('REQUISITION_EN_DOUBLE', message, 'confirmationRequisition');
  }
}

/** The header naming one submission of a create (docs/data-model.md#idempotency-records). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The key was already used, by this user on this route, for a request with another content. */
export class IdempotencyKeyReusedError extends DomainError {
  constructor() {
    super(
      'IDEMPOTENCY_KEY_REUSED',
      `La clé ${IDEMPOTENCY_HEADER} a déjà servi pour une autre demande : une nouvelle demande doit avoir une nouvelle clé.`,
      IDEMPOTENCY_HEADER,
    );
  }
}

/** The first request with that key is still running: its answer is not known yet. */
export class IdempotencyInProgressError extends DomainError {
  constructor() {
    super(
      'IDEMPOTENCY_IN_PROGRESS',
      `Une demande avec la même clé ${IDEMPOTENCY_HEADER} est encore en cours : réessayez dans quelques secondes.`,
      IDEMPOTENCY_HEADER,
    );
  }
}
