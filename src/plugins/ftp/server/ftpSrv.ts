import ftpSrv, { type FileSystemError as FileSystemErrorType, type GeneralError as GeneralErrorType } from 'ftp-srv';

/** ftp-srv's typings name its error classes as exports; at run time they are under `ftpErrors`. */
const errors = (ftpSrv as unknown as { ftpErrors: { FileSystemError: typeof FileSystemErrorType; GeneralError: typeof GeneralErrorType } }).ftpErrors;

export const { FileSystemError, GeneralError } = errors;
export { FileSystem, FtpSrv, type FtpConnection } from 'ftp-srv';
