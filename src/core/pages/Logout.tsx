import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../auth/authProvider';
import { PageLoading } from '../layout/PageLoading';

/** /logout clears the session and goes to the login page. */
export function Logout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    void signOut().then(() => {
      queryClient.clear();
      navigate('/auth/login', { replace: true });
    });
  }, [navigate, queryClient]);
  return <PageLoading />;
}
