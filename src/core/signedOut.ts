/**
 * The part of the core that pages drawn by the signed-out shell may use ("@core/signed-out"): it
 * loads before, and without, react-admin, so nothing here may import react-admin or ra-* packages
 * (src/core/shell/signedOutBundle.test.ts checks the built entry).
 */
export { api, ApiError, isAbort, type FieldErrors } from './http/client';
export { errorMessage, TEXTS as ERROR_TEXTS } from './http/errorCatalogue';
export { signIn, type LoginPayload, type LoginAnswer } from './auth/signIn';
export { hasSession } from './auth/tokenCookie';
export { readCookie, writeCookie } from './http/cookies';
export { afterSignInPath } from './routing/afterSignIn';
export { brand } from './runtime/brand';
export { PageLoading } from './layout/PageLoading';
export { applyFieldErrors } from './forms/applyFieldErrors';
export { PasswordField } from './forms/PasswordField';
export { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from './navigation/navigation';
export { InputField, type InputFieldProps } from './forms/InputField';
export { lazyResolver, useWarmResolver, type LazyResolver } from './forms/lazyResolver';
export { MAX_LENGTH } from './validation/limits';
