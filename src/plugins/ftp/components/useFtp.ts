import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@core';
import { ftpKeys, ftpPaths, type AddUserBody, type ChangePasswordBody, type FtpData } from '../contract';

export function useFtpData(resource: string) {
  return useQuery({
    queryKey: ftpKeys.all(resource),
    queryFn: ({ signal }) => api<FtpData>('GET', ftpPaths.base(resource), { signal }),
  });
}

/** Failures show the feature's own text (removal) or go under the fields (forms). */
const meta = { handlesErrors: true };

export function useFtpMutations(resource: string) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: ftpKeys.all(resource) });
  return {
    changePassword: useMutation({ mutationFn: (body: ChangePasswordBody) => api('POST', ftpPaths.password(resource), { body }), onSuccess, meta }),
    addUser: useMutation({ mutationFn: (body: AddUserBody) => api('POST', ftpPaths.addUser(resource), { body }), onSuccess, meta }),
    removeUser: useMutation({ mutationFn: (username: string) => api('POST', ftpPaths.removeUser(resource), { body: { username } }), onSuccess, meta }),
  };
}
