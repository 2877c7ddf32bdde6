import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RouterNavigator } from './navigation';

/** Hands the router's navigate function to the stores' navigator while the router is mounted. */
export function NavigatorBridge({ navigator }: { navigator: RouterNavigator }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigator.bind(navigate);
    return () => navigator.bind(null);
  }, [navigator, navigate]);
  return null;
}
