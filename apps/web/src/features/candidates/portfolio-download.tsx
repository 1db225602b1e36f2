import { Download, FileText } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { usePortfolioDownload } from './use-portfolio-download';

/** 'Baixar Portfólio' with its 'Gerando link...' state, the file choice and the error messages. */
export function PortfolioDownload({ candidateId }: { candidateId: number | null }) {
  const { state, start, pick } = usePortfolioDownload(candidateId);
  const working = state.status === 'working';
  return (
    <div className="flex flex-col items-center gap-3 md:items-start">
      <Button
        onClick={start}
        loading={working}
        loadingText="Gerando link..."
        icon={<Download aria-hidden="true" className="h-4 w-4" />}
      >
        Baixar Portfólio
      </Button>
      {state.status === 'choose' && (
        <div className="w-full max-w-md rounded-2xl bg-mist p-4">
          <p id="portfolio-arquivos" className="text-sm font-semibold text-navy">
            Escolha o arquivo do portfólio:
          </p>
          <ul aria-labelledby="portfolio-arquivos" className="mt-2 flex flex-col gap-1">
            {state.files.map((file) => (
              <li key={file.key}>
                <button
                  type="button"
                  onClick={() => pick(file, state.files)}
                  className="flex min-h-10 w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm font-medium text-accent-strong underline-offset-2 hover:bg-white hover:underline"
                >
                  <FileText aria-hidden="true" className="h-4 w-4 shrink-0" />
                  <span className="min-w-0 break-all">{file.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {state.status === 'error' && (
        <FormAlert tone="error" className="w-full max-w-md">
          {state.message}
        </FormAlert>
      )}
    </div>
  );
}
