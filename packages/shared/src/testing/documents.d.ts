/** A random valid CPF, 11 bare digits. */
export declare const randomCpf: () => string;
/** A random valid CNPJ (head office), 14 bare digits. */
export declare const randomCnpj: () => string;
/** A valid CPF, unique for each n < 900,000,000. */
export declare const cpfOf: (n: number) => string;
/** A valid CNPJ (head office), unique for each n < 90,000,000. */
export declare const cnpjOf: (n: number) => string;
/** 000.000.000-00 */
export declare const maskCpf: (cpf: string) => string;
/** 00.000.000/0000-00 */
export declare const maskCnpj: (cnpj: string) => string;
