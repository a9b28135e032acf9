// The profile area's calls (doc 001 "Accounts", "Email and phone verification", "Miscellaneous"):
// the session's own account, its name, email, phone, username, image, links and social links.
// Built on orval's generated options and functions; every change marks the own account and the
// public profile pages stale, so `/u/{username}` shows it at once.
import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import {
  getGetAccountQueryOptions,
  getGetProfileByUsernameQueryOptions,
  requestPhoneVerificationCode,
  updateAccount,
  updateSocialLinks,
  updateUsername,
  uploadProfileImage,
  validatePhoneVerificationCode,
} from '@/api/generated/hooks/accounts/accounts';
import { getGetPublicMessagesPreviewQueryOptions } from '@/api/generated/hooks/conversations/conversations';
import { saveAccountLinks } from '@/api/generated/hooks/miscellaneous/miscellaneous';
import {
  requestEmailVerificationCode,
  validateEmailVerificationCode,
} from '@/api/generated/hooks/verification/verification';
import type { AccountLinksConfig, ProfileLink, SocialLink } from '@/api/generated/model';

/** The session's own account (the profile belongs to the person signed in). */
export const ownAccountQueryOptions = () => getGetAccountQueryOptions(undefined, { query: { staleTime: 30_000 } });

/** A public profile by username (the availability check reads it: a 404 means free). */
export const profileByUsernameQueryOptions = (username: string, enabled = true) =>
  getGetProfileByUsernameQueryOptions(username, { query: { enabled, retry: false, staleTime: 10_000 } });

/** The own account and every public profile page (their keys start with `/api/v1/account`). */
const isAccountOrProfile = (q: Query) => String(q.queryKey[0]).startsWith('/api/v1/account');

function useProfileMutation<TVars, TData>(fn: (vars: TVars) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ predicate: isAccountOrProfile }),
  });
}

export const useUpdateFullName = () =>
  useProfileMutation((fullName: string) => updateAccount({ name: fullName, details: { fullName } }));

export const useRequestEmailCode = () =>
  useMutation({ mutationFn: (email: string) => requestEmailVerificationCode({ email }) });
export const useValidateEmailCode = () =>
  useProfileMutation((v: { email: string; code: number }) => validateEmailVerificationCode(v));

export const useRequestPhoneCode = () =>
  useMutation({ mutationFn: (phoneNumber: string) => requestPhoneVerificationCode({ phoneNumber }) });
export const useValidatePhoneCode = () =>
  useProfileMutation((v: { phoneNumber: string; verificationCode: string }) => validatePhoneVerificationCode(v));

export const useUpdateUsername = () =>
  useProfileMutation((targetUsername: string) => updateUsername({ targetUsername }));

export const useUploadAvatar = () => useProfileMutation((image: Blob) => uploadProfileImage({ image }));

export const useSaveLinks = () =>
  useProfileMutation((v: { links: ProfileLink[]; linksConfig?: AccountLinksConfig }) => saveAccountLinks(v));

export const useSaveSocial = () =>
  useProfileMutation((v: { socialLinks: SocialLink[]; socialLinksPosition: string }) => updateSocialLinks(v));

/** The public page's profile (`/u/{username}`): no retry, a 404 is "not found". */
export const publicProfileQueryOptions = (username: string, enabled: boolean) =>
  getGetProfileByUsernameQueryOptions(username, { query: { enabled, retry: false } });

/** The public page's preview of recent messages. */
export const publicMessagesPreviewQueryOptions = (username: string) =>
  getGetPublicMessagesPreviewQueryOptions(username, { query: { staleTime: 60_000 } });
