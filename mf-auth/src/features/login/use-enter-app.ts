import { homeOf, setToken } from '@apparel/api-client';
import { FALLBACK, type LoginResponse } from '@apparel/contracts';
import { useNavigate } from 'react-router-dom';

/** After a successful sign-in: keep the token and open the role's dashboard (product.md §2, §6). */
export function useEnterApp() {
  const navigate = useNavigate();
  return ({ token, user }: LoginResponse) => {
    const home = homeOf(user.role);
    if (!home) {
      // A role with no home here gets no session either, so the shell never treats it as signed in.
      navigate('/error', { state: { message: FALLBACK.invalidRole } });
      return;
    }
    setToken(token);
    navigate(home, { replace: true });
  };
}
