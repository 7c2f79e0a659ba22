import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import './NavProgress.css';

NProgress.configure({ showSpinner: false, trickleSpeed: 120, minimum: 0.15 });

/** The progress bar at the top of the window while a navigation loads its page (part 1 §2). */
export function NavProgress() {
  const { state } = useNavigation();
  useEffect(() => {
    if (state === 'idle') NProgress.done();
    else NProgress.start();
  }, [state]);
  useEffect(() => () => void NProgress.done(), []);
  return null;
}
