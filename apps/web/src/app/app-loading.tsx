import { LogoMark } from './layout/logo-mark';

/** Shown while the first page of the visit loads. */
export function AppLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-mist" role="status">
      <LogoMark className="h-14 w-14 animate-pulse" />
      <span className="sr-only">Carregando...</span>
    </div>
  );
}
