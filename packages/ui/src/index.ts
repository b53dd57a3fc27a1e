// @fj/ui core (a federation singleton). Radix widgets live behind their own entries so screens load them only when
// they use them: '@fj/ui/dialog' (FormDialog, DetailSheet, ConfirmDialog), '/select' (SelectField), '/tabs', '/switch',
// '/tooltip', and '/toaster' (rendered once by the shell). How a screen uses each piece: docs/decisions/0901.
export { ApiError, errorMessage, throwIfNotOk } from './api/ApiError';
export { apiRequest, apiJson, type HttpMethod, type RequestOptions } from './api/apiRequest';
export { forgetFirstAnswers } from './api/firstAnswers';
export { newIdempotencyKey, IDEMPOTENCY_HEADER } from './api/idempotency';
export { createQueryClient, getQueryFn, type QueryClientOptions } from './api/queryClient';
export { queryMeta, readAgainOnEachOpen } from './api/pageAnswersCache';

export { useAuth, authUserQuery, AUTH_USER_KEY } from './auth/useAuth';
export {
  isUnauthorizedError,
  handleUnauthorized,
  loginUrl,
  LOGIN_URL,
  LOGIN_REDIRECT_DELAY_MS,
} from './auth/unauthorized';
export { avatarText, Avatar } from './auth/avatar';
export { signOut, forgetThisDevice, LOGOUT_URL } from './auth/signOut';

export {
  toast,
  useToast,
  dismissToast,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  type ToastInput,
  type ToastVariant,
  type ToastAction,
} from './toast/toastStore';
export { toastWithUndo, UNDO_WINDOW_MS } from './toast/undoToast';
export { toastFailure } from './toast/toastFailure';
export { deleteWithUndo, removeWithUndo, useWithoutPendingRemovals } from './undo/pendingRemovals';

export {
  useSelectedBusiness,
  selectBusiness,
  resolveSelectedBusiness,
  SELECTED_BUSINESS_KEY,
} from './business/selectedBusiness';
export {
  captureInstallPrompt,
  promptInstall,
  dismissInstallBanner,
  useInstallPrompt,
  type BeforeInstallPromptEvent,
} from './install/installPrompt';
export { afterFirstScreen } from './hooks/afterFirstScreen';
export { NavigateProvider, useUiNavigate, canGoBack, type Navigate } from './navigation/navigation';

export { FREE_PLAN, PREMIUM_PLAN } from './product/plans';
export { PlanLimitCard, UpgradeLink, planUsageText, UPGRADE_PATH, UPGRADE_LABEL } from './plan/PlanLimitCard';

export { applyTheme, THEME_STORAGE_KEY } from './theme/theme';
export { targetProgress, TargetProgress, type ProgressTone } from './progress/TargetProgress';
export { SETTINGS_KEY, useUserSettings, useUserTimeZone } from './settings/userSettings';
// Calendar days in the user's time zone: the browser twin of '@fj/server-kit''s (one implementation, in
// '@fj/contracts/calendar', which imports nothing). Screens get the zone from useUserTimeZone().
export {
  addDays,
  instantOfLocal,
  isBeforeToday,
  isoDateIn,
  isoWeekday,
  knownTimeZone,
  runtimeTimeZone,
  timeIn,
  todayIn,
  weekStartIn,
  weekStartOf,
  type IsoDate,
} from '@fj/contracts/calendar';

// Offline first (docs/decisions/2602-offline-first.md): writes through useWrite (sent at once, or kept in the outbox on
// this device and synced later), the outbox's entries for the screens, and whether the app is offline. The device
// store itself is '@fj/ui/offline', loaded after the first view.
export { useWrite, type WriteOptions } from './offline/useWrite';
export { sendWrite, isQueued, type WriteRequest, type QueuedWrite } from './offline/sendWrite';
export { patchCachedRecords } from './offline/patchCachedRecords';
export {
  isOffline,
  useIsOffline,
  setServerReachable,
  syncOnlineState,
  subscribeConnectivity,
  isServerUnreachable,
  isNetworkError,
  unreachableRetryDelay,
} from './offline/connectivity';
export {
  publishPendingWrites,
  pendingWrites,
  usePendingWrites,
  requestAttentionView,
  useAttentionRequests,
  type PendingWrite,
  type WriteProblem,
} from './offline/pendingWrites';
export { PendingWrites } from './offline/PendingWrites';

export { cn } from './components/cn';
export { Button, buttonClass, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/Button';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './components/Card';
export { Input, Textarea, Label } from './components/FormFields';
export { Badge, type BadgeVariant } from './components/Badge';
export { Skeleton, PageSkeleton } from './components/Skeleton';
export { EmptyState } from './components/EmptyState';
export { PageHeader } from './components/PageHeader';
export { Page } from './components/Page';
export { LoadError } from './components/LoadError';
export { DetailList } from './components/DetailList';
export { FilterChips, type ChipOption } from './components/FilterChips';
export { useDebouncedValue } from './hooks/useDebouncedValue';
export { FormField, RequiredMark, RequiredNote, type FieldControlProps } from './forms/FormField';
export {
  useFieldErrors,
  useValidatedForm,
  focusFirstInvalid,
  hasErrors,
  isBlank,
  type FieldErrors,
} from './forms/fieldErrors';
// One remote showing another's component through the shell's federation instance (home → mf_social/SocialGrowth).
export { provideRemoteLoader, loadRemoteComponent, type RemoteComponentModule } from './federation/remoteComponents';
export { listDragAnnouncements, dragInstructions, type ListDragAnnouncements } from './a11y/dragAnnouncements';
// Back closes the top sheet or dialog (decision 2702); unsaved form drafts kept on the device (decision 2703).
export { leavePage, useBackCloses } from './navigation/backLayers';
export { DRAFT_PREFIX, draftKey, readDraft, writeDraft, clearDraft, clearAllDrafts } from './drafts/draftStore';
export { useFormDraft, DraftPrompt, type FormDraft } from './drafts/useFormDraft';
export { plural } from './text/plural';
export { DATE_TIME, formatDate, formatNumber } from './text/intl';
