// Generated from docs/openapi.json by openapi-typescript: do not edit. The contract test
// (apps/server/src/platform/http/openapi-contract.int.test.ts) rewrites it with UPDATE_OPENAPI=1.
/* eslint-disable */
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database reachability */
        get: operations["healthCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register with e-mail, phone and the accepted terms version; answers a token pair (UNVERIFIED) and mails the code and link; a refused address → 422 9138 */
        post: operations["authRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/check-email/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether the address belongs to an unverified account (false also for unknown addresses) */
        post: operations["authCheckEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/resend-email-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a new code and link (replacing the old) in the language used now; 200 for every address, 422 9138 when the mail server refuses it */
        post: operations["emailVerificationResendVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email-verification-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Spend the mailed code; answers the token for /create-account?token= (wrong or expired → 422 5004) */
        post: operations["emailVerificationVerifyCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/check-email-token/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check an account-completion link token; answers its e-mail (expired or used → 422 5004) */
        post: operations["authCheckEmailToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/email-verify/{emailToken}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete the account with the link token: the user becomes VERIFIED and is logged in */
        post: operations["authCompleteAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in; wrong e-mail or password → 422 4004, blocked → 403 1113 */
        post: operations["authLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange a refresh token for a new pair (rotation; a reused token revokes its family → 401) */
        post: operations["sessionRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the refresh token (and its family) */
        post: operations["sessionLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/recovery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password-reset link in the language used now; 200 for every address, 422 9138 when the mail server refuses it */
        post: operations["authRecovery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/check-password-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a password-reset token (expired or used → 422 5004) */
        post: operations["authCheckPasswordToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the reset token; ends other logins and answers a token pair */
        post: operations["authResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user */
        get: operations["sessionMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user */
        get: operations["sessionMeV1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the account details (verified users) */
        put: operations["authUpdateDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the password and end every other login; wrong current → 422 0034, same as current → 422 0035 */
        put: operations["authChangePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user’s active logins (device, start, last use; the asking one marked current), last used first */
        get: operations["userSessionsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one of the user’s logins: its next token refresh is refused; not the user’s live login → 404 */
        delete: operations["userSessionsEnd"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company with status, storage in bytes, numbering and templates */
        get: operations["companyGet"];
        put?: never;
        /**
         * Create the company of the verified user (a second one is refused with 409)
         * @description multipart/form-data: the company fields as snake_case form fields (legal_name, type, street_address, house_number, additional_address, country_id, city, postal_code, tax_number, vat_id, small_business (true or false), commercial_register_number, commercial_register_name, website, owner, phone, email, fax, landline_number, bank_name, iban, bic) and an optional `logo` file (jpeg, png, jpg). A refused field 422 0001 0027 9202 9203 9204 9401 9403 9404 9405 9207 5011 9027 9124 9205 5003 9201.
         */
        post: operations["companyCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/company/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the company's data; a `logo` file replaces the logo
         * @description multipart/form-data: the company fields as snake_case form fields (legal_name, type, street_address, house_number, additional_address, country_id, city, postal_code, tax_number, vat_id, small_business (true or false), commercial_register_number, commercial_register_name, website, owner, phone, email, fax, landline_number) and an optional `logo` file (jpeg, png, jpg). Bank data have their own call. A refused field 422 0001 0027 9202 9203 9204 9401 9403 9404 9405 9027 9124 5011 9205 5003 9201.
         */
        post: operations["companyUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/company/bank": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the bank data (IBAN and BIC checked)
         * @description An IBAN whose check digits fail 422 9206; a BIC not in its format 422 9207.
         */
        put: operations["companyUpdateBank"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/company/logo/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logo image itself (image/png or image/jpeg); 404 without a logo */
        get: operations["companyLogoUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/company/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete the logo; its storage is given back
         * @description A company without a logo: 404.
         */
        delete: operations["companyDeleteLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/company/upload-documents/{documentType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the files of a legal document; stored by a job whose suuid is answered
         * @description multipart/form-data with files document_1..n (the general upload extensions, the company logo the logo ones; checked by content). A VERIFYING or VERIFIED document cannot be uploaded again (409); over the storage limit 416 5007 and nothing is stored.
         */
        post: operations["companyUploadDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/company/uploading-documents-status/{suuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Progress of a legal-document upload */
        get: operations["companyUploadStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/company/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each legal document type with its status, the reason of a rejection and its files */
        get: operations["companyDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/company/invoice-numbering": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Both invoice numbering series with their next number, and whether numbering is automatic */
        get: operations["companyNumbering"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/company/invoice-number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The standard invoice numbering: prefix, root, suffix (each at most 6 characters), padding and the numeric changing part, which holds the next number */
        put: operations["companySetInvoiceNumber"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/company/service-invoice-number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The service invoice numbering: prefix, root, suffix (each at most 6 characters), padding and the numeric changing part, which holds the next number */
        put: operations["companySetServiceInvoiceNumber"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/company/configurations/invoice-numbering": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Automatic invoice numbering on or off */
        post: operations["companyConfigureNumbering"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/company/custom-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The layouts and texts of invoices and contracts */
        get: operations["companyCustomTemplates"];
        /** Set the layout, header note, footer and terms of invoices and contracts */
        put: operations["companySaveCustomTemplates"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/invoice-example": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sample invoice PDF with the current numbering (previewed, not issued), invoice template, logo and bank data */
        get: operations["companyInvoiceExample"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All countries with German and English names; Germany is id 82 */
        get: operations["countriesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Upload limits and the allowed extensions of each kind */
        get: operations["uploadLimits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List customers: search over name, company name, e-mail, phone and city; per_page at most 100 */
        get: operations["customersList"];
        put?: never;
        /** Create a customer (buyer or seller) */
        post: operations["customersCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/clients/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One customer */
        get: operations["customersGet"];
        /** Replace a customer’s data (every field is sent); with If-Match: "<updated_at>" a customer changed since answers 409 9541 */
        put: operations["customersUpdate"];
        post?: never;
        /** Erase a customer (GDPR Art. 17); 409 9543 while the customer is party to an open trade. Issued invoices and contracts keep their copy of the customer until kept_until (§ 147 AO) */
        delete: operations["customersRemove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/clients/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company’s customers (all, or those of a search) as CSV for Excel: UTF-8 with BOM, `;`, CRLF, header and labels in lang (else the request’s language) */
        get: operations["customersExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/clients/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export everything stored about one customer as a JSON download (GDPR Art. 15 and 20) */
        get: operations["customersExportData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stock at a glance: in stock, stock value at purchase and asking price (cents, vehicles without a price counted), days in stock, HU/AU due within 60 days, sold this month and year, newest */
        get: operations["vehiclesDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vehicles of the company: filter, sort, page (per_page ≤ 100); meta.counts per tab */
        get: operations["vehiclesList"];
        put?: never;
        /** Add a vehicle (power in kW, next_inspection as YYYY-MM-01, prices in cents); a VIN already in stock → 409 9311; ocr_image keeps the image read by OCR with it (not the company’s waiting image → 404) */
        post: operations["vehiclesCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/vehicle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vehicles of the company: filter, sort, page (per_page ≤ 100); meta.counts per tab (same as GET /api/user/vehicles) */
        get: operations["vehiclesListV1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/vin/{vin}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company’s vehicle in stock with this VIN (the form warns before a second one); none → 404 */
        get: operations["vehiclesVinInStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One vehicle of the company */
        get: operations["vehiclesGet"];
        /** Change a vehicle (status SOLD records the sold day); a VIN of another vehicle in stock → 409 9311; with If-Match: "<updated_at>" a vehicle changed since → 409 9541 */
        put: operations["vehiclesUpdate"];
        post?: never;
        /** Delete a vehicle; one whose invoices or contracts are kept answers 409 9556 with kept_until (§ 147 AO), one with other trades 409 9310 */
        delete: operations["vehiclesRemove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/variations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Key-list search: exact ?hsn=&tsn= (or every TSN of ?hsn=), or ?car_model= by trade name (prefix, then fuzzy), best first; the first 50 trade names with all their HSN/TSN pairs, meta.total names in all and meta.has_more when there are more */
        get: operations["vehiclesSearchKeyList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/variations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One key-list entry (the finish-search form fills itself from it) */
        get: operations["vehiclesKeyListEntry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/key-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a key list is loaded, from which file and when, and whether one is being loaded at start */
        get: operations["vehiclesKeyList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/makes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Makes by common name (key list and own vehicles), ANY first; ?status=CURRENT|SOLD: only the makes of the company’s vehicles of that status, in German order (?in_stock=true is status=CURRENT) */
        get: operations["vehiclesMakes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/{id}/upload-documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload documents of a vehicle; a job stores them, its suuid is answered
         * @description multipart/form-data with files document_1..n (the general upload extensions, checked by content). Counted against the company storage: over the limit 416 5007 and nothing is stored.
         */
        post: operations["vehiclesUploadDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/{id}/upload-photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload photos of a vehicle (jpeg, png); a job stores them with a thumbnail each, its suuid is answered
         * @description multipart/form-data with files photo_1..n. The photos and their thumbnails count against the company storage: over the limit 416 5007 and nothing is stored. Progress at uploading-documents-status/:suuid.
         */
        post: operations["vehiclesUploadPhotos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/uploading-documents-status/{suuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Progress of a vehicle document upload; result.document_ids when done */
        get: operations["vehiclesUploadStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/{vehicleId}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The photos of a vehicle, oldest first, with short-lived signed URLs of each image and thumbnail */
        get: operations["vehiclesPhotos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/{vehicleId}/documents/uploaded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The uploaded documents of a vehicle */
        get: operations["vehiclesDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/{vehicleId}/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an uploaded document; its storage is given back. A purchase’s seller invoice answers 409 9525, a canceled purchase’s 409 9557 with kept_until (§ 147 AO) */
        delete: operations["vehiclesRemoveFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files/vehicle-documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The file behind a signed URL (no Authorization header); expired or altered → 404 */
        get: operations["vehicleDocumentFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files/vehicle-thumbnails/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A photo’s thumbnail (WebP) behind a signed URL (no Authorization header); expired or altered → 404 */
        get: operations["vehicleThumbnailFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/ocr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a registration document by OCR; a job reads it, its suuid is answered
         * @description multipart/form-data with one file `passport`: jpeg, png, bmp, tiff or a one-page pdf, checked by content (else 415 5002). Counted against the company storage (full: 416 5007). The status at GET /api/user/vehicles/ocr/:suuid answers, when DONE, result.fields (each { value, confidence 0..1 }, named as in POST /api/user/vehicles) and result.image (the kept image, to send as ocr_image when saving the vehicle); nothing readable: FAILED with error 5001.
         */
        post: operations["vehicleOcrStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/ocr/{suuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Progress of reading a registration document; result.fields and result.image when DONE, error 5001 when nothing was readable */
        get: operations["vehicleOcrStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/ocr/images/{imageId}/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A short-lived signed URL of an image read by OCR whose vehicle is not saved yet; another company’s → 404 */
        get: operations["vehicleOcrImageUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files/vehicle-ocr-images/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An image read by OCR behind a signed URL (no Authorization header); expired or altered → 404 */
        get: operations["vehicleOcrImageFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/{vehicleId}/documents/generate/{documentType}/order/{orderType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a document of the vehicle’s sale; a job renders and stores it, its suuid is answered
         * @description documentType one of INVOICE, CONTRACT, PRIVACY, PROPOSAL, PROTOCOL, RECEIPT, BINDING_CONTRACT (else 422 fields document_type 9506); orderType SELLING (else 404). Checked before anything is queued: the vehicle is the company’s (404); the trade has a buyer and a price (422 9512 with the missing fields customer_id/gross_price as 0001), a purchase’s (orderType BUYING) a seller and a price (422 9523); no rule of the trade is broken (422 with fields); an invoice is issued once (409 9509). With automatic numbering off, the invoice takes invoice_number (422 9511 without; 409 9510 when issued before). Progress at GET /api/user/vehicles/uploading-documents-status/{suuid}; result: document_id, document_type, number, vehicle_sold. The invoice finishes the trade and moves the vehicle to SOLD. A full storage fails the job with 5007. With If-Match: "<updated_at>" of the trade, a trade changed since answers 409 9541 (the job fails with 9541 when it changed before the render).
         */
        post: operations["tradesGenerate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/{vehicleId}/documents/generated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The documents generated for a vehicle, newest first (kept by law: there is no delete) */
        get: operations["tradesGenerated"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/{vehicleId}/documents/{documentId}/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A short-lived signed URL (data.url) of an uploaded or generated document, fetched without the Authorization header */
        get: operations["tradesDocumentUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files/generated-documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A generated document’s PDF behind a signed URL (no Authorization header); expired or altered → 404 */
        get: operations["generatedDocumentFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/{vehicleId}/documents/{documentId}/xrechnung": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A sale’s invoice or cancellation invoice as XRechnung 3.0 (CII) for a public-sector buyer
         * @description The XML (UTF-8) as an attachment, written from the stored invoice, the same file every time. 404 for another company’s document or one that is no invoice; 422 9410 when its buyer is no public-sector buyer with a Leitweg-ID; 422 9411 when the company data lacked phone, e-mail (or the VAT id a tax-free supply needs).
         */
        get: operations["tradesXrechnung"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/{vehicleId}/documents/{documentId}/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mails a generated document of the vehicle to the buyer (with the XRechnung for a public-sector buyer’s invoice)
         * @description Mails the stored PDF (exactly as issued) to `to` in the document’s language, Reply-To the company’s e-mail, with an optional personal `message` (at most 4 000 characters, 5013) and a copy to the company’s own e-mail (`copy_to_company`; 422 9413 at copy_to_company without one). An invoice or cancellation invoice to a public-sector buyer carries its XRechnung (application/xml, the download’s file name); 422 9411 when it cannot be written, and nothing is sent. 404 another company’s or an unknown document; 422 at to: 0001 empty, 9027 malformed, 9138 the mail server refused the address; 503 9412 the mail server cannot be reached (try again). The mail is recorded (document_mails) once sent and listed as the document’s last_mail. Answer: recipient, sent_at, copy (null when none went), attachments (file names).
         */
        post: operations["tradesMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Support e-mail and phone, and the operator as the legal pages and the legal notice name it (public) */
        get: operations["supportContact"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/support/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a message to support with the sender’s user and company attached */
        post: operations["supportSendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/{vehicleId}/trades/{orderType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vehicle's open sale, else its latest finished one; null when it has none (orderType SELLING) */
        get: operations["tradesSale"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/{vehicleId}/trades/{orderType}/{docType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves a wizard step: merges any subset of the fields into the vehicle's open sale (created on the first save) and adds docType to the wanted documents unless `documents` is sent; with If-Match: "<updated_at>" a trade changed since answers 409 9541; 409 9508 sold, 9509 invoice issued; 422 with fields for broken rules. orderType SELLING, any other 404; BUYING is the purchase's own step route (POST …/trades/BUYING/{docType}), which answers its refusals: 422 9316 vat_rate, 9519/9520 seller's ID document, 9521 VAT from a private seller */
        post: operations["tradesSaveStep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/{vehicleId}/trades/BUYING": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vehicle's open purchase, else its finished one; null when it has none */
        get: operations["tradesPurchase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/{vehicleId}/trades/BUYING/{docType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves a step of the purchase wizard: merges any subset of the fields into the vehicle's open purchase (created on the first save; docType one of CONTRACT, PROTOCOL, RECEIPT, PRIVACY); with If-Match: "<updated_at>" a purchase changed since answers 409 9541; 409 9522 contract made, 9508 vehicle sold; 422 9519/9520 seller's ID document, 9521 VAT from a private seller */
        post: operations["tradesSavePurchaseStep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/trades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the company’s sales (kind SELLING) or purchases (BUYING), newest first, grouped by year; each year’s count and gross total of the finished ones cover all its matching trades; a canceled one that had issued its invoice (a purchase: its contract) stays listed with its cancellation but counts in neither (`canceled` says how many); search over make, model, VIN, buyer or seller, invoice number (a purchase: the seller’s), cancellation number; per_page at most 100 */
        get: operations["tradesOverviewYears"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/{vehicleId}/trades/BUYING/e-invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The purchase's seller invoice read as an e-invoice from the stored file (seller, number, date, amounts, lines, the rules' result, the fields it fills); null when there is none or the file is no e-invoice */
        get: operations["tradesPurchaseEInvoice"];
        put?: never;
        /** Reads an uploaded document of the vehicle (XRechnung CII/UBL XML or ZUGFeRD/Factur-X PDF) as the business seller's e-invoice, checks it with the EN 16931 and XRechnung rules (KoSIT severities; an invoice that breaks rules is taken with the messages, as the rule sets word them) and fills the open purchase's seller-invoice number, date, document, price and VAT from it. 404 another company's vehicle or document; 422 9584 no business seller, 9581/9582/9583 the file is no e-invoice (it stays a document of the vehicle); 409 9522 contract made */
        post: operations["tradesReceiveEInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/trades/{tradeId}/vat-confirmations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The trade's qualified confirmation requests of the buyer's VAT id with eVatR's answers, newest first; 404 for another company's trade */
        get: operations["vatConfirmationsList"];
        put?: never;
        /** Asks eVatR again for the qualified confirmation of the buyer's VAT id, name and address as the invoice names them, and records the answer (also a failed one); 422 9570 unless the trade is an issued intra-EU sale */
        post: operations["vatConfirmationsAsk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/{vehicleId}/shtorno": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel the vehicle’s sale (order_type SELLING, the default) or purchase (BUYING) with a reason; a job does it, its suuid is answered
         * @description The current trade of that kind, open or finished, becomes REJECTED with the reason (1–200 characters: 422 fields reason 0001 or 9528). A finished sale gets a cancellation invoice with the next number of the invoice series, referencing the invoice and reversing its amounts, and the vehicle returns to CURRENT without sold date; a finished purchase gets a cancellation notice referencing the purchase contract, the vehicle stays in stock. An open trade is canceled without a document. 404 another company’s vehicle; 409 9526 canceled already, 9527 nothing to cancel, 9529 the purchase of a sold vehicle. With automatic numbering off a finished sale needs invoice_number (422 9511; 409 9510 issued before). Progress at GET /api/user/vehicles/uploading-documents-status/{suuid}; result: trade_id, document_id, number (null without document).
         */
        post: operations["vehiclesCancelTrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/canceled-trades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the company’s canceled trades, newest cancellation first, grouped by year with each year’s count; search over vehicle, customer, numbers and reason; per_page at most 100 */
        get: operations["cancellationsYears"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/canceled-trades/{tradeId}/documents/{documentId}/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A short-lived signed URL (data.url) of a canceled trade’s document, also once its vehicle was deleted; 404 for another company’s */
        get: operations["cancellationsDocumentUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/canceled-trades/{tradeId}/cancellation/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A short-lived signed URL (data.url) of a canceled trade’s cancellation invoice (a purchase’s: notice), by the trade alone, as the sales and purchases overviews open it; 404 for another company’s trade or when the cancellation issued none */
        get: operations["tradesOverviewCancellationUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/canceled-trades/{tradeId}/documents/{documentId}/xrechnung": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A canceled trade’s invoice or cancellation invoice as XRechnung 3.0 (CII) for a public-sector buyer, also once its vehicle was deleted
         * @description The XML (UTF-8) as an attachment, written from the stored invoice, the same file every time. 404 for another company’s document or one that is no invoice; 422 9410 when its buyer is no public-sector buyer with a Leitweg-ID; 422 9411 when the company data lacked phone, e-mail (or the VAT id a tax-free supply needs).
         */
        get: operations["cancellationsXrechnung"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/vehicles/canceled-trades/{tradeId}/documents/{documentId}/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mails a canceled trade’s document (its invoice, its cancellation invoice) to the buyer, also once its vehicle was deleted
         * @description Mails the stored PDF (exactly as issued) to `to` in the document’s language, Reply-To the company’s e-mail, with an optional personal `message` (at most 4 000 characters, 5013) and a copy to the company’s own e-mail (`copy_to_company`; 422 9413 at copy_to_company without one). An invoice or cancellation invoice to a public-sector buyer carries its XRechnung (application/xml, the download’s file name); 422 9411 when it cannot be written, and nothing is sent. 404 another company’s or an unknown document; 422 at to: 0001 empty, 9027 malformed, 9138 the mail server refused the address; 503 9412 the mail server cannot be reached (try again). The mail is recorded (document_mails) once sent and listed as the document’s last_mail. Answer: recipient, sent_at, copy (null when none went), attachments (file names).
         */
        post: operations["cancellationsMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/service-invoices/trades/INVOICE": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new service invoice draft meant to become an invoice, from any subset of its fields; 404 another company’s customer or vehicle; 422 with fields (lines.N.quantity 9530, lines.N.unit_price 9531, lines.N.description 0001)
         * @description Without VAT (vat false) vat_exemption says why: SMALL_BUSINESS (§19 UStG, also when left out or null), REVERSE_CHARGE (§13b UStG, a business in another EU state), NOT_TAXABLE (§3a Abs. 2 UStG, a business outside the EU). With VAT it is answered null.
         */
        post: operations["serviceInvoicesCreateInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/service-invoices/trades/PROPOSAL": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new service invoice draft meant to become a cost estimate, from any subset of its fields; 404 another company’s customer or vehicle; 422 with fields (lines.N.quantity 9530, lines.N.unit_price 9531, lines.N.description 0001)
         * @description Without VAT (vat false) vat_exemption says why: SMALL_BUSINESS (§19 UStG, also when left out or null), REVERSE_CHARGE (§13b UStG, a business in another EU state), NOT_TAXABLE (§3a Abs. 2 UStG, a business outside the EU). With VAT it is answered null.
         */
        post: operations["serviceInvoicesCreateProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/service-invoices/trades/{id}/{documentType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Merges fields into a draft (lines replace the list); 409 9509 once its invoice is issued; documentType INVOICE or PROPOSAL, any other 422 with fields document_type 9506 */
        put: operations["serviceInvoicesUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/service-invoices/trades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the service invoices, newest first, grouped by year with each year’s count and the total of its issued invoices; search over customer, numbers and licence plate */
        get: operations["serviceInvoicesYears"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/service-invoices/trades/{tradeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A service invoice (draft, issued or canceled) */
        get: operations["serviceInvoicesGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/service-invoices/{tradeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a draft with its cost estimates; 409 9509 once issued */
        delete: operations["serviceInvoicesRemove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/service-invoices/trades/{tradeId}/documents/generate/{documentType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make the draft’s INVOICE (a number of the service series; the invoice is then issued and immutable) or PROPOSAL (a cost estimate with its own KV- number); a job does it, its suuid is answered
         * @description documentType INVOICE or PROPOSAL, any other 422 with fields document_type 9506. 422 9512 with fields customer_id 0001 / lines 9532 / vat_rate 9513 / invoice_date 9518, customer_id 9537 (an invoice over 250 € gross, or any under the reverse charge, needs the customer’s full address), vat_exemption 9538 (REVERSE_CHARGE: a business with a VAT id of another EU state) / 9539 (NOT_TAXABLE: a business outside the EU) / 9540 (REVERSE_CHARGE: the company’s own VAT id); 409 9509 issued; with automatic numbering off an INVOICE takes invoice_number (422 9511, 409 9510). Progress at GET /api/user/service-invoices/trades/uploading-documents-status/{suuid}; result: document_id, document_type, number.
         */
        post: operations["serviceInvoicesGenerate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/service-invoices/trades/uploading-documents-status/{suuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Progress of a service invoice’s document or cancellation; result when done */
        get: operations["serviceInvoicesStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/service-invoices/trades/{tradeId}/documents/generated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The documents made for a service invoice, newest first */
        get: operations["serviceInvoicesGenerated"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/service-invoices/trades/{tradeId}/documents/{documentId}/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A short-lived signed URL (data.url) of one of its documents */
        get: operations["serviceInvoicesDocumentUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/service-invoices/trades/{tradeId}/documents/{documentId}/xrechnung": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of its invoices or cancellation invoices as XRechnung 3.0 (CII) for a public-sector buyer
         * @description The XML (UTF-8) as an attachment, written from the stored invoice, the same file every time. 404 for another company’s service invoice or a document that is no invoice (a cost estimate); 422 9410 when its customer is no public-sector buyer with a Leitweg-ID; 422 9411 when the company data lacked phone or e-mail.
         */
        get: operations["serviceInvoicesXrechnung"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/service-invoices/trades/{tradeId}/documents/{documentId}/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mails one of its documents to the customer (with the XRechnung for a public-sector buyer’s invoice)
         * @description Mails the stored PDF (exactly as issued) to `to` in the document’s language, Reply-To the company’s e-mail, with an optional personal `message` (at most 4 000 characters, 5013) and a copy to the company’s own e-mail (`copy_to_company`; 422 9413 at copy_to_company without one). An invoice or cancellation invoice to a public-sector buyer carries its XRechnung (application/xml, the download’s file name); 422 9411 when it cannot be written, and nothing is sent. 404 another company’s or an unknown document; 422 at to: 0001 empty, 9027 malformed, 9138 the mail server refused the address; 503 9412 the mail server cannot be reached (try again). The mail is recorded (document_mails) once sent and listed as the document’s last_mail. Answer: recipient, sent_at, copy (null when none went), attachments (file names).
         */
        post: operations["serviceInvoicesMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/service-invoices/trades/{tradeId}/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a cost estimate; an invoice or cancellation invoice is kept (409 9533) */
        delete: operations["serviceInvoicesRemoveDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/service-invoices/{tradeId}/shtorno": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels an issued service invoice by a cancellation invoice of the service series (reason 1–200); 409 9526 canceled, 9527 a draft (delete it instead); a job does it */
        post: operations["serviceInvoicesCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/exports/datev/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company’s DATEV settings; before the first save the defaults (no numbers, fiscal year from January, no own accounts) */
        get: operations["datevSettings"];
        /** Saves the DATEV settings: adviser_number 1001–9999999 (422 9594), client_number 1–99999 (9595), fiscal_year_start_month 1–12 (9599), accounts: own revenue accounts per chart and case, four digits (9598); an account equal to its default is dropped */
        put: operations["datevSave"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/exports/datev": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The period’s bookings as a DATEV EXTF Buchungsstapel (format 13, Windows-1252) and every invoice PDF of the period, as one ZIP
         * @description from and to are YYYY-MM-DD (422 9590 not a date), to not before from (9591), at most 12 months (9592), within one fiscal year (9593); chart SKR03 or SKR04 (5015). 422 adviser_number 9596 or client_number 9597 while that setting is missing. Sales and service invoices debit the customer’s debtor account (given at the first export, 10000–69998) against the revenue account of their VAT case; a cancellation invoice reverses its invoice. A finished purchase from a business seller is booked in the period of the seller’s invoice date: the purchase account (Wareneingang, with input VAT when the invoice shows VAT) against the seller’s creditor account (given at the first export, 70000–99998; 99999 an erased seller), Belegfeld 1 the seller’s invoice number. A purchase without number or date, or from a private seller, is not booked: the header x-datev-skipped counts them and a text file in the ZIP (nicht-gebucht.txt / not-booked.txt, in the request’s language) names each with the reason. Each PDF, and each seller’s uploaded invoice, is named by its Belegfeld 1.
         */
        get: operations["datevDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/subscriptions/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plans on offer (net prices in cents), the payment types, the SEPA creditor and the first paid day of an order today */
        get: operations["subscriptionsPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company’s subscriptions, newest first */
        get: operations["subscriptionsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/subscriptions/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Order a plan: SEPA direct debit (mandate granted) or invoice; the operator cannot invoice yet → 409 9555, already subscribed → 409 5006, price changed → 409 9544, SEPA not offered → 422 9546 */
        post: operations["subscriptionsSubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/subscriptions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel to the end of the running period (before the first paid day: it never starts); nothing to cancel → 409 9547 */
        post: operations["subscriptionsCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/subscriptions/{id}/mandate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The SEPA direct-debit mandate of a subscription paid by direct debit, as a PDF */
        get: operations["subscriptionsMandate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/subscriptions/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The operator’s invoices for the company’s subscriptions, newest period first */
        get: operations["subscriptionsInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/subscriptions/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A subscription invoice’s PDF, as it was issued */
        get: operations["subscriptionsInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/audit-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company’s audit trail, newest first: who issued, regenerated, cancelled, deleted, mailed or exported what and when
         * @description Filters: from/to (YYYY-MM-DD, Berlin days, both included; not a real day → 422 9590 at the field; to before from → 422 9591 at to), action, object_type, user_id, search (in the object as the list writes it, German or English: an invoice number, a vehicle’s name, “Rechnung”, “Invoice 2026-0001”). per_page at most 100.
         */
        get: operations["auditEventsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/audit-events/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company’s users named in its audit trail, for the user filter */
        get: operations["auditEventsUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/audit-events/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit trail (every event the filters select, oldest first) as CSV for Excel: UTF-8 with BOM, `;`, CRLF, RFC 4180 quoting, headers in lang (else the request’s language)
         * @description Filters: from/to (YYYY-MM-DD, Berlin days, both included; not a real day → 422 9590 at the field; to before from → 422 9591 at to), action, object_type, user_id, search (in the object as the list writes it, German or English: an invoice number, a vehicle’s name, “Rechnung”, “Invoice 2026-0001”).
         */
        get: operations["auditEventsExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorEnvelope: {
            error: {
                code: string;
                message: string;
                fields?: {
                    [key: string]: string;
                };
                allowed?: {
                    [key: string]: string[];
                };
                file?: string;
                kept_until?: string;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    healthCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "ok" | "error";
                            /** @enum {string} */
                            database: "ok" | "down";
                        };
                    };
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "ok" | "error";
                            /** @enum {string} */
                            database: "ok" | "down";
                        };
                    };
                };
            };
        };
    };
    authRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    phone_number: string;
                    /** @enum {boolean} */
                    agree_to_terms: true;
                    terms_version: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            token: string;
                            refresh_token: string;
                            expires_in: number;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5015, 9027, 9124, 9128, 9138) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    authCheckEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            unverified: boolean;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests in the window; try again later (error.code 429) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    emailVerificationResendVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        data: null;
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5015, 9027, 9138) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests in the window; try again later (error.code 429) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    emailVerificationVerifyCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    email?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            token: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5004, 5009, 5015, 9027) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests in the window; try again later (error.code 429) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    authCheckEmailToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                            phone_number: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5004, 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests in the window; try again later (error.code 429) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    authCompleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                emailToken: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phone_number: string;
                    first_name: string;
                    last_name: string;
                    /**
                     * @default MALE
                     * @enum {string}
                     */
                    gender?: "MALE" | "FEMALE";
                    birth_date: string;
                    password: string;
                    confirm_password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            token: string;
                            refresh_token: string;
                            expires_in: number;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5015, 9121, 9122, 9123, 9124, 9125) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests in the window; try again later (error.code 429) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    authLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    /** @default false */
                    remember_me?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            token: string;
                            refresh_token: string;
                            expires_in: number;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 4004, 5003, 5009, 5015, 9027, 9121) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests in the window; try again later (error.code 429) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    sessionRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh_token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            token: string;
                            refresh_token: string;
                            expires_in: number;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5004, 5009, 5015) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    sessionLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh_token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5004, 5009, 5015) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    authRecovery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        data: null;
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5015, 9027, 9138) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests in the window; try again later (error.code 429) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    authCheckPasswordToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        data: null;
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5004, 5009, 5015, 9027) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests in the window; try again later (error.code 429) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    authResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    password_confirmation: string;
                    token: string;
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            token: string;
                            refresh_token: string;
                            expires_in: number;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5004, 5009, 5015, 9027, 9121, 9122, 9123) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests in the window; try again later (error.code 429) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    sessionMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            public_id: string;
                            email: string;
                            phone: string;
                            first_name: string | null;
                            last_name: string | null;
                            birth_date: string | null;
                            /** @enum {string} */
                            gender: "MALE" | "FEMALE";
                            /** @enum {string} */
                            status: "UNVERIFIED" | "VERIFIED";
                            company: {
                                id: string;
                                legal_name: string;
                                small_business: boolean;
                                /** @enum {string} */
                                status: "VERIFIED" | "VERIFYING" | "UNVERIFIED" | "REJECTED";
                                used_storage: number;
                                storage_size: number;
                            } | null;
                            is_subscribed_to_paid_plan: boolean;
                            is_free_trial_plan: boolean;
                            subscription_end_day: string | null;
                            subscription_ended: boolean;
                            /** @enum {string} */
                            locale: "de" | "en";
                        };
                    };
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    sessionMeV1: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            public_id: string;
                            email: string;
                            phone: string;
                            first_name: string | null;
                            last_name: string | null;
                            birth_date: string | null;
                            /** @enum {string} */
                            gender: "MALE" | "FEMALE";
                            /** @enum {string} */
                            status: "UNVERIFIED" | "VERIFIED";
                            company: {
                                id: string;
                                legal_name: string;
                                small_business: boolean;
                                /** @enum {string} */
                                status: "VERIFIED" | "VERIFYING" | "UNVERIFIED" | "REJECTED";
                                used_storage: number;
                                storage_size: number;
                            } | null;
                            is_subscribed_to_paid_plan: boolean;
                            is_free_trial_plan: boolean;
                            subscription_end_day: string | null;
                            subscription_ended: boolean;
                            /** @enum {string} */
                            locale: "de" | "en";
                        };
                    };
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    authUpdateDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phone_number: string;
                    first_name: string;
                    last_name: string;
                    /**
                     * @default MALE
                     * @enum {string}
                     */
                    gender?: "MALE" | "FEMALE";
                    birth_date: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            public_id: string;
                            email: string;
                            phone: string;
                            first_name: string | null;
                            last_name: string | null;
                            birth_date: string | null;
                            /** @enum {string} */
                            gender: "MALE" | "FEMALE";
                            /** @enum {string} */
                            status: "UNVERIFIED" | "VERIFIED";
                            company: {
                                id: string;
                                legal_name: string;
                                small_business: boolean;
                                /** @enum {string} */
                                status: "VERIFIED" | "VERIFYING" | "UNVERIFIED" | "REJECTED";
                                used_storage: number;
                                storage_size: number;
                            } | null;
                            is_subscribed_to_paid_plan: boolean;
                            is_free_trial_plan: boolean;
                            subscription_end_day: string | null;
                            subscription_ended: boolean;
                            /** @enum {string} */
                            locale: "de" | "en";
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5015, 9124, 9125) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    authChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    password: string;
                    password_confirmation: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 0034, 0035, 5003, 5009, 5015, 9121, 9122, 9123) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    userSessionsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            device: string | null;
                            created_at: string;
                            last_used_at: string;
                            current: boolean;
                        }[];
                    };
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    userSessionsEnd: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    companyGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            legal_name: string;
                            /** @enum {string} */
                            type: "NONE" | "AG" | "EINZELUNTERNEHMER" | "EK" | "GBR" | "GMBH" | "GMBH_CO_KG" | "KG" | "LIMITED" | "OHG" | "UG";
                            street_address: string;
                            house_number: string;
                            additional_address: string | null;
                            country_id: number;
                            city: string;
                            postal_code: string;
                            tax_number: string | null;
                            vat_id: string | null;
                            small_business: boolean;
                            commercial_register_number: string | null;
                            commercial_register_name: string | null;
                            website: string | null;
                            owner: string | null;
                            phone: string | null;
                            email: string | null;
                            fax: string | null;
                            landline_number: string | null;
                            bank_name: string | null;
                            iban: string | null;
                            bic: string | null;
                            has_logo: boolean;
                            /** @enum {string} */
                            status: "VERIFIED" | "VERIFYING" | "UNVERIFIED" | "REJECTED";
                            /** @description Bytes stored: uploads, logo and generated documents */
                            used_storage: number;
                            /** @description Bytes the company may store */
                            storage_size: number;
                            invoice_numbering: {
                                [key: string]: unknown;
                            } | null;
                            service_invoice_numbering: {
                                [key: string]: unknown;
                            } | null;
                            custom_templates: {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    companyCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            legal_name: string;
                            /** @enum {string} */
                            type: "NONE" | "AG" | "EINZELUNTERNEHMER" | "EK" | "GBR" | "GMBH" | "GMBH_CO_KG" | "KG" | "LIMITED" | "OHG" | "UG";
                            street_address: string;
                            house_number: string;
                            additional_address: string | null;
                            country_id: number;
                            city: string;
                            postal_code: string;
                            tax_number: string | null;
                            vat_id: string | null;
                            small_business: boolean;
                            commercial_register_number: string | null;
                            commercial_register_name: string | null;
                            website: string | null;
                            owner: string | null;
                            phone: string | null;
                            email: string | null;
                            fax: string | null;
                            landline_number: string | null;
                            bank_name: string | null;
                            iban: string | null;
                            bic: string | null;
                            has_logo: boolean;
                            /** @enum {string} */
                            status: "VERIFIED" | "VERIFYING" | "UNVERIFIED" | "REJECTED";
                            /** @description Bytes stored: uploads, logo and generated documents */
                            used_storage: number;
                            /** @description Bytes the company may store */
                            storage_size: number;
                            invoice_numbering: {
                                [key: string]: unknown;
                            } | null;
                            service_invoice_numbering: {
                                [key: string]: unknown;
                            } | null;
                            custom_templates: {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description In conflict with the current state (error.code 409) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 0027, 5003, 5009, 5011, 9027, 9124, 9201, 9202, 9203, 9204, 9205, 9207, 9401, 9403, 9404, 9405) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    companyUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            legal_name: string;
                            /** @enum {string} */
                            type: "NONE" | "AG" | "EINZELUNTERNEHMER" | "EK" | "GBR" | "GMBH" | "GMBH_CO_KG" | "KG" | "LIMITED" | "OHG" | "UG";
                            street_address: string;
                            house_number: string;
                            additional_address: string | null;
                            country_id: number;
                            city: string;
                            postal_code: string;
                            tax_number: string | null;
                            vat_id: string | null;
                            small_business: boolean;
                            commercial_register_number: string | null;
                            commercial_register_name: string | null;
                            website: string | null;
                            owner: string | null;
                            phone: string | null;
                            email: string | null;
                            fax: string | null;
                            landline_number: string | null;
                            bank_name: string | null;
                            iban: string | null;
                            bic: string | null;
                            has_logo: boolean;
                            /** @enum {string} */
                            status: "VERIFIED" | "VERIFYING" | "UNVERIFIED" | "REJECTED";
                            /** @description Bytes stored: uploads, logo and generated documents */
                            used_storage: number;
                            /** @description Bytes the company may store */
                            storage_size: number;
                            invoice_numbering: {
                                [key: string]: unknown;
                            } | null;
                            service_invoice_numbering: {
                                [key: string]: unknown;
                            } | null;
                            custom_templates: {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 0027, 5003, 5009, 5011, 9027, 9124, 9201, 9202, 9203, 9204, 9205, 9401, 9403, 9404, 9405) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    companyUpdateBank: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bank_name: string;
                    iban: string;
                    bic: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            legal_name: string;
                            /** @enum {string} */
                            type: "NONE" | "AG" | "EINZELUNTERNEHMER" | "EK" | "GBR" | "GMBH" | "GMBH_CO_KG" | "KG" | "LIMITED" | "OHG" | "UG";
                            street_address: string;
                            house_number: string;
                            additional_address: string | null;
                            country_id: number;
                            city: string;
                            postal_code: string;
                            tax_number: string | null;
                            vat_id: string | null;
                            small_business: boolean;
                            commercial_register_number: string | null;
                            commercial_register_name: string | null;
                            website: string | null;
                            owner: string | null;
                            phone: string | null;
                            email: string | null;
                            fax: string | null;
                            landline_number: string | null;
                            bank_name: string | null;
                            iban: string | null;
                            bic: string | null;
                            has_logo: boolean;
                            /** @enum {string} */
                            status: "VERIFIED" | "VERIFYING" | "UNVERIFIED" | "REJECTED";
                            /** @description Bytes stored: uploads, logo and generated documents */
                            used_storage: number;
                            /** @description Bytes the company may store */
                            storage_size: number;
                            invoice_numbering: {
                                [key: string]: unknown;
                            } | null;
                            service_invoice_numbering: {
                                [key: string]: unknown;
                            } | null;
                            custom_templates: {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5011, 5015, 9206, 9207) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    companyLogoUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    companyDeleteLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            legal_name: string;
                            /** @enum {string} */
                            type: "NONE" | "AG" | "EINZELUNTERNEHMER" | "EK" | "GBR" | "GMBH" | "GMBH_CO_KG" | "KG" | "LIMITED" | "OHG" | "UG";
                            street_address: string;
                            house_number: string;
                            additional_address: string | null;
                            country_id: number;
                            city: string;
                            postal_code: string;
                            tax_number: string | null;
                            vat_id: string | null;
                            small_business: boolean;
                            commercial_register_number: string | null;
                            commercial_register_name: string | null;
                            website: string | null;
                            owner: string | null;
                            phone: string | null;
                            email: string | null;
                            fax: string | null;
                            landline_number: string | null;
                            bank_name: string | null;
                            iban: string | null;
                            bic: string | null;
                            has_logo: boolean;
                            /** @enum {string} */
                            status: "VERIFIED" | "VERIFYING" | "UNVERIFIED" | "REJECTED";
                            /** @description Bytes stored: uploads, logo and generated documents */
                            used_storage: number;
                            /** @description Bytes the company may store */
                            storage_size: number;
                            invoice_numbering: {
                                [key: string]: unknown;
                            } | null;
                            service_invoice_numbering: {
                                [key: string]: unknown;
                            } | null;
                            custom_templates: {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    companyUploadDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentType: "COMPANY_LOGO" | "OWNER_PASSPORT" | "BUSINESS_REGISTRATION" | "TRADE_REGISTER";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            suuid: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description In conflict with the current state (error.code 409) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The company’s storage is full (error.code 5007) */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    companyUploadStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                suuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            suuid: string;
                            /** @enum {string} */
                            status: "PENDING" | "RUNNING" | "DONE" | "FAILED";
                            progress: number;
                            result: unknown;
                            error: string | null;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    companyDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            type: "COMPANY_LOGO" | "OWNER_PASSPORT" | "BUSINESS_REGISTRATION" | "TRADE_REGISTER";
                            /** @enum {string} */
                            status: "UNVERIFIED" | "VERIFYING" | "VERIFIED" | "REJECTED";
                            reason: string | null;
                            required: boolean;
                            files: {
                                id: string;
                                filename: string;
                                size: number;
                                uploaded_at: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    companyNumbering: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            automatic_numbering: boolean;
                            invoice: {
                                prefix: string;
                                root: string;
                                suffix: string;
                                padding: number;
                                /** @enum {string} */
                                changing_part: "PREFIX" | "ROOT" | "SUFFIX";
                                /** @description The number the next invoice of this series gets */
                                preview: string;
                            };
                            service_invoice: {
                                prefix: string;
                                root: string;
                                suffix: string;
                                padding: number;
                                /** @enum {string} */
                                changing_part: "PREFIX" | "ROOT" | "SUFFIX";
                                /** @description The number the next invoice of this series gets */
                                preview: string;
                            };
                        };
                    };
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    companySetInvoiceNumber: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    prefix?: string;
                    /** @default  */
                    root?: string;
                    /** @default  */
                    suffix?: string;
                    /** @default 0 */
                    padding?: number;
                    /**
                     * @default ROOT
                     * @enum {string}
                     */
                    changing_part?: "PREFIX" | "ROOT" | "SUFFIX";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            automatic_numbering: boolean;
                            invoice: {
                                prefix: string;
                                root: string;
                                suffix: string;
                                padding: number;
                                /** @enum {string} */
                                changing_part: "PREFIX" | "ROOT" | "SUFFIX";
                                /** @description The number the next invoice of this series gets */
                                preview: string;
                            };
                            service_invoice: {
                                prefix: string;
                                root: string;
                                suffix: string;
                                padding: number;
                                /** @enum {string} */
                                changing_part: "PREFIX" | "ROOT" | "SUFFIX";
                                /** @description The number the next invoice of this series gets */
                                preview: string;
                            };
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5015, 9209, 9210, 9212) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    companySetServiceInvoiceNumber: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    prefix?: string;
                    /** @default  */
                    root?: string;
                    /** @default  */
                    suffix?: string;
                    /** @default 0 */
                    padding?: number;
                    /**
                     * @default ROOT
                     * @enum {string}
                     */
                    changing_part?: "PREFIX" | "ROOT" | "SUFFIX";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            automatic_numbering: boolean;
                            invoice: {
                                prefix: string;
                                root: string;
                                suffix: string;
                                padding: number;
                                /** @enum {string} */
                                changing_part: "PREFIX" | "ROOT" | "SUFFIX";
                                /** @description The number the next invoice of this series gets */
                                preview: string;
                            };
                            service_invoice: {
                                prefix: string;
                                root: string;
                                suffix: string;
                                padding: number;
                                /** @enum {string} */
                                changing_part: "PREFIX" | "ROOT" | "SUFFIX";
                                /** @description The number the next invoice of this series gets */
                                preview: string;
                            };
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5015, 9209, 9210, 9212) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    companyConfigureNumbering: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    config_value: "on" | "off";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            automatic_numbering: boolean;
                            invoice: {
                                prefix: string;
                                root: string;
                                suffix: string;
                                padding: number;
                                /** @enum {string} */
                                changing_part: "PREFIX" | "ROOT" | "SUFFIX";
                                /** @description The number the next invoice of this series gets */
                                preview: string;
                            };
                            service_invoice: {
                                prefix: string;
                                root: string;
                                suffix: string;
                                padding: number;
                                /** @enum {string} */
                                changing_part: "PREFIX" | "ROOT" | "SUFFIX";
                                /** @description The number the next invoice of this series gets */
                                preview: string;
                            };
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5015) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    companyCustomTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            invoice_template: {
                                /**
                                 * @default CLASSIC
                                 * @enum {string}
                                 */
                                layout: "CLASSIC" | "MODERN" | "COMPACT";
                                header_note: unknown;
                                footer: unknown;
                                terms: unknown;
                            };
                            contract_template: {
                                /**
                                 * @default CLASSIC
                                 * @enum {string}
                                 */
                                layout: "CLASSIC" | "MODERN" | "COMPACT";
                                header_note: unknown;
                                footer: unknown;
                                terms: unknown;
                            };
                        };
                    };
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    companySaveCustomTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    invoice_template: {
                        /**
                         * @default CLASSIC
                         * @enum {string}
                         */
                        layout?: "CLASSIC" | "MODERN" | "COMPACT";
                        header_note?: string | null;
                        footer?: string | null;
                        terms?: string | null;
                    };
                    contract_template: {
                        /**
                         * @default CLASSIC
                         * @enum {string}
                         */
                        layout?: "CLASSIC" | "MODERN" | "COMPACT";
                        header_note?: string | null;
                        footer?: string | null;
                        terms?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            invoice_template: {
                                /**
                                 * @default CLASSIC
                                 * @enum {string}
                                 */
                                layout: "CLASSIC" | "MODERN" | "COMPACT";
                                header_note: unknown;
                                footer: unknown;
                                terms: unknown;
                            };
                            contract_template: {
                                /**
                                 * @default CLASSIC
                                 * @enum {string}
                                 */
                                layout: "CLASSIC" | "MODERN" | "COMPACT";
                                header_note: unknown;
                                footer: unknown;
                                terms: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5011, 5012, 5013, 5015) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    companyInvoiceExample: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    countriesList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            iso2: string;
                            name_de: string;
                            name_en: string;
                        }[];
                    };
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    uploadLimits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Per-file size limit in MB */
                            max_mb: number;
                            /** @description Files per upload */
                            max_files: number;
                            extensions: {
                                general: string[];
                                images: string[];
                                logo: string[];
                            };
                        };
                    };
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    customersList: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                search?: string;
                sort?: "name" | "-name" | "created_at" | "-created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            type: "PRIVATE" | "BUSINESS";
                            /** @enum {string|null} */
                            greeting: "MISTER" | "MISSUS" | null;
                            /** @enum {string|null} */
                            title: "DOCTOR" | "PROFESSOR" | "DPROFESSOR" | null;
                            company_name: string | null;
                            first_name: string | null;
                            last_name: string | null;
                            street_address: string | null;
                            house_number: string | null;
                            additional_address: string | null;
                            additional_info1: string | null;
                            additional_info2: string | null;
                            postal_code: string | null;
                            city: string | null;
                            country_id: number;
                            phone_number: string | null;
                            email: string | null;
                            /** @description YYYY-MM-DD */
                            birthday: string | null;
                            place_of_birth: string | null;
                            nationality: string | null;
                            passport: string | null;
                            /** @description expiry date of the ID document, YYYY-MM-DD */
                            passport_expired: string | null;
                            passport_from: string | null;
                            comments: string | null;
                            /** @description USt-IdNr. of a business customer, compact and upper case */
                            vat_id: string | null;
                            /** @description Leitweg-ID (BT-10) of a public-sector buyer */
                            buyer_reference?: string | null;
                            /** @description a public-sector buyer, invoiced also as XRechnung */
                            public_sector?: boolean;
                            id_document_expired: boolean;
                            /** @description ISO timestamp */
                            created_at: string;
                            /** @description ISO timestamp */
                            updated_at: string;
                        }[];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5011, 5015) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    customersCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default PRIVATE
                     * @enum {string}
                     */
                    type?: "PRIVATE" | "BUSINESS";
                    /** @enum {string|null} */
                    greeting?: "MISTER" | "MISSUS" | null;
                    /** @enum {string|null} */
                    title?: "DOCTOR" | "PROFESSOR" | "DPROFESSOR" | null;
                    company_name?: string | null;
                    first_name?: string | null;
                    last_name?: string | null;
                    street_address?: string | null;
                    house_number?: string | null;
                    additional_address?: string | null;
                    additional_info1?: string | null;
                    additional_info2?: string | null;
                    postal_code?: string | null;
                    city?: string | null;
                    /** @default 82 */
                    country_id?: number;
                    phone_number?: string | null;
                    email?: string | null;
                    birthday?: string | null;
                    place_of_birth?: string | null;
                    nationality?: string | null;
                    passport?: string | null;
                    passport_expired?: string | null;
                    passport_from?: string | null;
                    comments?: string | null;
                    vat_id?: string | null;
                    buyer_reference?: string | null;
                    /** @default false */
                    public_sector?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            type: "PRIVATE" | "BUSINESS";
                            /** @enum {string|null} */
                            greeting: "MISTER" | "MISSUS" | null;
                            /** @enum {string|null} */
                            title: "DOCTOR" | "PROFESSOR" | "DPROFESSOR" | null;
                            company_name: string | null;
                            first_name: string | null;
                            last_name: string | null;
                            street_address: string | null;
                            house_number: string | null;
                            additional_address: string | null;
                            additional_info1: string | null;
                            additional_info2: string | null;
                            postal_code: string | null;
                            city: string | null;
                            country_id: number;
                            phone_number: string | null;
                            email: string | null;
                            /** @description YYYY-MM-DD */
                            birthday: string | null;
                            place_of_birth: string | null;
                            nationality: string | null;
                            passport: string | null;
                            /** @description expiry date of the ID document, YYYY-MM-DD */
                            passport_expired: string | null;
                            passport_from: string | null;
                            comments: string | null;
                            /** @description USt-IdNr. of a business customer, compact and upper case */
                            vat_id: string | null;
                            /** @description Leitweg-ID (BT-10) of a public-sector buyer */
                            buyer_reference?: string | null;
                            /** @description a public-sector buyer, invoiced also as XRechnung */
                            public_sector?: boolean;
                            id_document_expired: boolean;
                            /** @description ISO timestamp */
                            created_at: string;
                            /** @description ISO timestamp */
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5011, 5015, 9027, 9124, 9201, 9307) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    customersGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description customer id (uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            type: "PRIVATE" | "BUSINESS";
                            /** @enum {string|null} */
                            greeting: "MISTER" | "MISSUS" | null;
                            /** @enum {string|null} */
                            title: "DOCTOR" | "PROFESSOR" | "DPROFESSOR" | null;
                            company_name: string | null;
                            first_name: string | null;
                            last_name: string | null;
                            street_address: string | null;
                            house_number: string | null;
                            additional_address: string | null;
                            additional_info1: string | null;
                            additional_info2: string | null;
                            postal_code: string | null;
                            city: string | null;
                            country_id: number;
                            phone_number: string | null;
                            email: string | null;
                            /** @description YYYY-MM-DD */
                            birthday: string | null;
                            place_of_birth: string | null;
                            nationality: string | null;
                            passport: string | null;
                            /** @description expiry date of the ID document, YYYY-MM-DD */
                            passport_expired: string | null;
                            passport_from: string | null;
                            comments: string | null;
                            /** @description USt-IdNr. of a business customer, compact and upper case */
                            vat_id: string | null;
                            /** @description Leitweg-ID (BT-10) of a public-sector buyer */
                            buyer_reference?: string | null;
                            /** @description a public-sector buyer, invoiced also as XRechnung */
                            public_sector?: boolean;
                            id_document_expired: boolean;
                            /** @description ISO timestamp */
                            created_at: string;
                            /** @description ISO timestamp */
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    customersUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description customer id (uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default PRIVATE
                     * @enum {string}
                     */
                    type?: "PRIVATE" | "BUSINESS";
                    /** @enum {string|null} */
                    greeting?: "MISTER" | "MISSUS" | null;
                    /** @enum {string|null} */
                    title?: "DOCTOR" | "PROFESSOR" | "DPROFESSOR" | null;
                    company_name?: string | null;
                    first_name?: string | null;
                    last_name?: string | null;
                    street_address?: string | null;
                    house_number?: string | null;
                    additional_address?: string | null;
                    additional_info1?: string | null;
                    additional_info2?: string | null;
                    postal_code?: string | null;
                    city?: string | null;
                    /** @default 82 */
                    country_id?: number;
                    phone_number?: string | null;
                    email?: string | null;
                    birthday?: string | null;
                    place_of_birth?: string | null;
                    nationality?: string | null;
                    passport?: string | null;
                    passport_expired?: string | null;
                    passport_from?: string | null;
                    comments?: string | null;
                    vat_id?: string | null;
                    buyer_reference?: string | null;
                    /** @default false */
                    public_sector?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            type: "PRIVATE" | "BUSINESS";
                            /** @enum {string|null} */
                            greeting: "MISTER" | "MISSUS" | null;
                            /** @enum {string|null} */
                            title: "DOCTOR" | "PROFESSOR" | "DPROFESSOR" | null;
                            company_name: string | null;
                            first_name: string | null;
                            last_name: string | null;
                            street_address: string | null;
                            house_number: string | null;
                            additional_address: string | null;
                            additional_info1: string | null;
                            additional_info2: string | null;
                            postal_code: string | null;
                            city: string | null;
                            country_id: number;
                            phone_number: string | null;
                            email: string | null;
                            /** @description YYYY-MM-DD */
                            birthday: string | null;
                            place_of_birth: string | null;
                            nationality: string | null;
                            passport: string | null;
                            /** @description expiry date of the ID document, YYYY-MM-DD */
                            passport_expired: string | null;
                            passport_from: string | null;
                            comments: string | null;
                            /** @description USt-IdNr. of a business customer, compact and upper case */
                            vat_id: string | null;
                            /** @description Leitweg-ID (BT-10) of a public-sector buyer */
                            buyer_reference?: string | null;
                            /** @description a public-sector buyer, invoiced also as XRechnung */
                            public_sector?: boolean;
                            id_document_expired: boolean;
                            /** @description ISO timestamp */
                            created_at: string;
                            /** @description ISO timestamp */
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description In conflict with the current state (error.code 9541) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5011, 5015, 9027, 9124, 9201, 9307) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    customersRemove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description customer id (uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description YYYY-MM-DD: the last day issued documents with the customer’s data are kept; null: none */
                            kept_until: string | null;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description In conflict with the current state (error.code 9543) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    customersExportCsv: {
        parameters: {
            query?: {
                search?: string;
                sort?: "name" | "-name" | "created_at" | "-created_at";
                lang?: "de" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5011, 5015) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    customersExportData: {
        parameters: {
            query?: {
                lang?: "de" | "en";
            };
            header?: never;
            path: {
                /** @description customer id (uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            exported_at: string;
                            /** @enum {string} */
                            language: "de" | "en";
                            controller: {
                                legal_name: string;
                            };
                            customer: {
                                id: string;
                                company_name: string | null;
                                first_name: string | null;
                                last_name: string | null;
                                street_address: string | null;
                                house_number: string | null;
                                additional_address: string | null;
                                additional_info1: string | null;
                                additional_info2: string | null;
                                postal_code: string | null;
                                city: string | null;
                                phone_number: string | null;
                                email: string | null;
                                /** @description YYYY-MM-DD */
                                birthday: string | null;
                                place_of_birth: string | null;
                                nationality: string | null;
                                passport: string | null;
                                /** @description expiry date of the ID document, YYYY-MM-DD */
                                passport_expired: string | null;
                                passport_from: string | null;
                                comments: string | null;
                                /** @description USt-IdNr. of a business customer, compact and upper case */
                                vat_id: string | null;
                                /** @description Leitweg-ID (BT-10) of a public-sector buyer */
                                buyer_reference?: string | null;
                                /** @description a public-sector buyer, invoiced also as XRechnung */
                                public_sector?: boolean;
                                id_document_expired: boolean;
                                /** @description ISO timestamp */
                                created_at: string;
                                /** @description ISO timestamp */
                                updated_at: string;
                                /** @description the customer kind in words */
                                type: string;
                                greeting: string | null;
                                title: string | null;
                                country: string;
                                codes: {
                                    /** @enum {string} */
                                    type: "PRIVATE" | "BUSINESS";
                                    /** @enum {string|null} */
                                    greeting: "MISTER" | "MISSUS" | null;
                                    /** @enum {string|null} */
                                    title: "DOCTOR" | "PROFESSOR" | "DPROFESSOR" | null;
                                    country_id: number;
                                };
                            };
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5015) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    vehiclesDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            in_stock: number;
                            stock_value_purchase: {
                                cents: number;
                                without_price: number;
                            };
                            stock_value_asking: {
                                cents: number;
                                without_price: number;
                            };
                            days_in_stock_average: number;
                            days_in_stock_max: number | null;
                            inspection_due: number;
                            oldest: {
                                id: string;
                                make: string;
                                model: string;
                                /** @enum {string} */
                                bodywork: "CABRIO_ROADSTER" | "KLEINWAGEN" | "KOMBI" | "LIMOUSINE" | "SPORTWAGEN_COUPE" | "GELAENDEWAGEN_PICKUP_SUV" | "VAN_MINIBUS" | "ANDERE";
                                /** @enum {string} */
                                construction_type: "ANHAENGER" | "AUFLIEGER" | "BAUFAHRZEUG" | "BUS" | "KFZ" | "LKW_BIS_7_5_T" | "LKW_UEBER_7_5_T" | "MOTORRAD" | "SATTELZUG" | "STAPLER" | "TRAKTOR" | "TRANSPORTER_BIS_3_5_T" | "WOHNMOBIL";
                                /** @enum {string} */
                                fuel_type: "PETROL" | "DIESEL" | "ELECTRIC" | "HYBRID_PETROL" | "HYBRID_DIESEL" | "LPG" | "CNG" | "HYDROGEN" | "OTHER";
                                power: number;
                                engine_capacity: number;
                                hsn: string | null;
                                tsn: string | null;
                                car_variation_id: number | null;
                                brief_number: string;
                                vin_code: string;
                                previous_owners: number;
                                doors: number;
                                /** @enum {string} */
                                euro_norm: "ANY" | "EURO_1" | "EURO_2" | "EURO_3" | "EURO_4" | "EURO_5" | "EURO_6" | "EURO_6C" | "EURO_6D_TEMP" | "EURO_6D";
                                /** @enum {string} */
                                gear_type: "Automatic" | "Semi_Automatic" | "Manual";
                                next_inspection: string;
                                mileage: number;
                                first_registered: string | null;
                                comments: string | null;
                                /** @enum {string} */
                                status: "CURRENT" | "SOLD";
                                added_on: string;
                                purchased_on: string | null;
                                sold_on: string | null;
                                purchase_price: number | null;
                                /** @enum {string|null} */
                                purchase_taxation: "MARGIN" | "REGULAR" | null;
                                purchase_vat_rate: number | null;
                                asking_price: number | null;
                                minimum_price: number | null;
                                colour: string | null;
                                interior: string | null;
                                equipment: string[];
                                licence_plate: string | null;
                                accident_free: boolean | null;
                                accident_note: string | null;
                                days_in_stock: number;
                            }[];
                            sold_this_month: number;
                            sales_this_month: {
                                count: number;
                                gross_cents: number;
                                margin_cents: number;
                                margin_vat_cents: number;
                                without_purchase: number;
                            };
                            sold_this_year: number;
                            newest: {
                                id: string;
                                make: string;
                                model: string;
                                /** @enum {string} */
                                bodywork: "CABRIO_ROADSTER" | "KLEINWAGEN" | "KOMBI" | "LIMOUSINE" | "SPORTWAGEN_COUPE" | "GELAENDEWAGEN_PICKUP_SUV" | "VAN_MINIBUS" | "ANDERE";
                                /** @enum {string} */
                                construction_type: "ANHAENGER" | "AUFLIEGER" | "BAUFAHRZEUG" | "BUS" | "KFZ" | "LKW_BIS_7_5_T" | "LKW_UEBER_7_5_T" | "MOTORRAD" | "SATTELZUG" | "STAPLER" | "TRAKTOR" | "TRANSPORTER_BIS_3_5_T" | "WOHNMOBIL";
                                /** @enum {string} */
                                fuel_type: "PETROL" | "DIESEL" | "ELECTRIC" | "HYBRID_PETROL" | "HYBRID_DIESEL" | "LPG" | "CNG" | "HYDROGEN" | "OTHER";
                                power: number;
                                engine_capacity: number;
                                hsn: string | null;
                                tsn: string | null;
                                car_variation_id: number | null;
                                brief_number: string;
                                vin_code: string;
                                previous_owners: number;
                                doors: number;
                                /** @enum {string} */
                                euro_norm: "ANY" | "EURO_1" | "EURO_2" | "EURO_3" | "EURO_4" | "EURO_5" | "EURO_6" | "EURO_6C" | "EURO_6D_TEMP" | "EURO_6D";
                                /** @enum {string} */
                                gear_type: "Automatic" | "Semi_Automatic" | "Manual";
                                next_inspection: string;
                                mileage: number;
                                first_registered: string | null;
                                comments: string | null;
                                /** @enum {string} */
                                status: "CURRENT" | "SOLD";
                                added_on: string;
                                purchased_on: string | null;
                                sold_on: string | null;
                                purchase_price: number | null;
                                /** @enum {string|null} */
                                purchase_taxation: "MARGIN" | "REGULAR" | null;
                                purchase_vat_rate: number | null;
                                asking_price: number | null;
                                minimum_price: number | null;
                                colour: string | null;
                                interior: string | null;
                                equipment: string[];
                                licence_plate: string | null;
                                accident_free: boolean | null;
                                accident_note: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    vehiclesList: {
        parameters: {
            query?: {
                status?: "CURRENT" | "SOLD";
                search?: string;
                make?: string;
                fuel_type?: "PETROL" | "DIESEL" | "ELECTRIC" | "HYBRID_PETROL" | "HYBRID_DIESEL" | "LPG" | "CNG" | "HYDROGEN" | "OTHER" | "";
                first_registered_from?: string;
                first_registered_to?: string;
                mileage_max?: number;
                inspection_due_days?: number;
                sort?: "-added_on" | "added_on" | "mileage" | "-mileage" | "first_registered" | "-first_registered" | "make" | "-make" | "asking_price" | "-asking_price" | "purchase_price" | "-purchase_price";
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            make: string;
                            model: string;
                            vin_code: string;
                            licence_plate: string | null;
                            mileage: number;
                            first_registered: string | null;
                            next_inspection: string;
                            power: number;
                            /** @enum {string} */
                            fuel_type: "PETROL" | "DIESEL" | "ELECTRIC" | "HYBRID_PETROL" | "HYBRID_DIESEL" | "LPG" | "CNG" | "HYDROGEN" | "OTHER";
                            /** @enum {string} */
                            status: "CURRENT" | "SOLD";
                            added_on: string;
                            sold_on: string | null;
                            asking_price: number | null;
                            purchase_price: number | null;
                            days_in_stock: number;
                            thumbnail_url: string | null;
                            sale: {
                                buyer_name: string | null;
                                /** @description euro cents */
                                gross_price: number;
                                /** @description the invoice date, YYYY-MM-DD */
                                sold_on: string;
                            } | null;
                        }[];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            counts: {
                                current: number;
                                sold: number;
                            };
                        };
                    };
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5011, 5015) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    vehiclesCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    make: string;
                    model: string;
                    /** @enum {string} */
                    bodywork: "CABRIO_ROADSTER" | "KLEINWAGEN" | "KOMBI" | "LIMOUSINE" | "SPORTWAGEN_COUPE" | "GELAENDEWAGEN_PICKUP_SUV" | "VAN_MINIBUS" | "ANDERE";
                    /** @enum {string} */
                    construction_type: "ANHAENGER" | "AUFLIEGER" | "BAUFAHRZEUG" | "BUS" | "KFZ" | "LKW_BIS_7_5_T" | "LKW_UEBER_7_5_T" | "MOTORRAD" | "SATTELZUG" | "STAPLER" | "TRAKTOR" | "TRANSPORTER_BIS_3_5_T" | "WOHNMOBIL";
                    /** @enum {string} */
                    fuel_type: "PETROL" | "DIESEL" | "ELECTRIC" | "HYBRID_PETROL" | "HYBRID_DIESEL" | "LPG" | "CNG" | "HYDROGEN" | "OTHER";
                    power: number;
                    engine_capacity?: number | null;
                    hsn?: string | null;
                    tsn?: string | null;
                    car_variation_id?: number | null;
                    brief_number: string;
                    vin_code: string;
                    previous_owners: number;
                    doors: number;
                    /** @enum {string} */
                    euro_norm: "ANY" | "EURO_1" | "EURO_2" | "EURO_3" | "EURO_4" | "EURO_5" | "EURO_6" | "EURO_6C" | "EURO_6D_TEMP" | "EURO_6D";
                    /** @enum {string} */
                    gear_type: "Automatic" | "Semi_Automatic" | "Manual";
                    next_inspection: string;
                    mileage: number;
                    first_registered?: string | null;
                    comments?: string | null;
                    /**
                     * @default CURRENT
                     * @enum {string}
                     */
                    status?: "CURRENT" | "SOLD";
                    purchase_price?: number | null;
                    /** @enum {string|null} */
                    purchase_taxation?: "MARGIN" | "REGULAR" | null;
                    /** @enum {number|null} */
                    purchase_vat_rate?: 19 | 7 | null;
                    asking_price?: number | null;
                    minimum_price?: number | null;
                    colour?: string | null;
                    interior?: string | null;
                    equipment?: string[] | null;
                    licence_plate?: string | null;
                    accident_free?: boolean | null;
                    accident_note?: string | null;
                    /** Format: uuid */
                    ocr_image?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            make: string;
                            model: string;
                            /** @enum {string} */
                            bodywork: "CABRIO_ROADSTER" | "KLEINWAGEN" | "KOMBI" | "LIMOUSINE" | "SPORTWAGEN_COUPE" | "GELAENDEWAGEN_PICKUP_SUV" | "VAN_MINIBUS" | "ANDERE";
                            /** @enum {string} */
                            construction_type: "ANHAENGER" | "AUFLIEGER" | "BAUFAHRZEUG" | "BUS" | "KFZ" | "LKW_BIS_7_5_T" | "LKW_UEBER_7_5_T" | "MOTORRAD" | "SATTELZUG" | "STAPLER" | "TRAKTOR" | "TRANSPORTER_BIS_3_5_T" | "WOHNMOBIL";
                            /** @enum {string} */
                            fuel_type: "PETROL" | "DIESEL" | "ELECTRIC" | "HYBRID_PETROL" | "HYBRID_DIESEL" | "LPG" | "CNG" | "HYDROGEN" | "OTHER";
                            power: number;
                            engine_capacity: number;
                            hsn: string | null;
                            tsn: string | null;
                            car_variation_id: number | null;
                            brief_number: string;
                            vin_code: string;
                            previous_owners: number;
                            doors: number;
                            /** @enum {string} */
                            euro_norm: "ANY" | "EURO_1" | "EURO_2" | "EURO_3" | "EURO_4" | "EURO_5" | "EURO_6" | "EURO_6C" | "EURO_6D_TEMP" | "EURO_6D";
                            /** @enum {string} */
                            gear_type: "Automatic" | "Semi_Automatic" | "Manual";
                            next_inspection: string;
                            mileage: number;
                            first_registered: string | null;
                            comments: string | null;
                            /** @enum {string} */
                            status: "CURRENT" | "SOLD";
                            added_on: string;
                            purchased_on: string | null;
                            sold_on: string | null;
                            purchase_price: number | null;
                            /** @enum {string|null} */
                            purchase_taxation: "MARGIN" | "REGULAR" | null;
                            purchase_vat_rate: number | null;
                            asking_price: number | null;
                            minimum_price: number | null;
                            colour: string | null;
                            interior: string | null;
                            equipment: string[];
                            licence_plate: string | null;
                            accident_free: boolean | null;
                            accident_note: string | null;
                            /** @description ISO timestamp of the last change: the version to send as If-Match */
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description In conflict with the current state (error.code 9311) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5011, 5015, 9301, 9302, 9303, 9304, 9305, 9306, 9307, 9308, 9309, 9312, 9313, 9314, 9315, 9316, 9317, 9318, 9319) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    vehiclesListV1: {
        parameters: {
            query?: {
                status?: "CURRENT" | "SOLD";
                search?: string;
                make?: string;
                fuel_type?: "PETROL" | "DIESEL" | "ELECTRIC" | "HYBRID_PETROL" | "HYBRID_DIESEL" | "LPG" | "CNG" | "HYDROGEN" | "OTHER" | "";
                first_registered_from?: string;
                first_registered_to?: string;
                mileage_max?: number;
                inspection_due_days?: number;
                sort?: "-added_on" | "added_on" | "mileage" | "-mileage" | "first_registered" | "-first_registered" | "make" | "-make" | "asking_price" | "-asking_price" | "purchase_price" | "-purchase_price";
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            make: string;
                            model: string;
                            vin_code: string;
                            licence_plate: string | null;
                            mileage: number;
                            first_registered: string | null;
                            next_inspection: string;
                            power: number;
                            /** @enum {string} */
                            fuel_type: "PETROL" | "DIESEL" | "ELECTRIC" | "HYBRID_PETROL" | "HYBRID_DIESEL" | "LPG" | "CNG" | "HYDROGEN" | "OTHER";
                            /** @enum {string} */
                            status: "CURRENT" | "SOLD";
                            added_on: string;
                            sold_on: string | null;
                            asking_price: number | null;
                            purchase_price: number | null;
                            days_in_stock: number;
                            thumbnail_url: string | null;
                            sale: {
                                buyer_name: string | null;
                                /** @description euro cents */
                                gross_price: number;
                                /** @description the invoice date, YYYY-MM-DD */
                                sold_on: string;
                            } | null;
                        }[];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            counts: {
                                current: number;
                                sold: number;
                            };
                        };
                    };
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5011, 5015) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    vehiclesVinInStock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vin: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            make: string;
                            model: string;
                            added_on: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    vehiclesGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            make: string;
                            model: string;
                            /** @enum {string} */
                            bodywork: "CABRIO_ROADSTER" | "KLEINWAGEN" | "KOMBI" | "LIMOUSINE" | "SPORTWAGEN_COUPE" | "GELAENDEWAGEN_PICKUP_SUV" | "VAN_MINIBUS" | "ANDERE";
                            /** @enum {string} */
                            construction_type: "ANHAENGER" | "AUFLIEGER" | "BAUFAHRZEUG" | "BUS" | "KFZ" | "LKW_BIS_7_5_T" | "LKW_UEBER_7_5_T" | "MOTORRAD" | "SATTELZUG" | "STAPLER" | "TRAKTOR" | "TRANSPORTER_BIS_3_5_T" | "WOHNMOBIL";
                            /** @enum {string} */
                            fuel_type: "PETROL" | "DIESEL" | "ELECTRIC" | "HYBRID_PETROL" | "HYBRID_DIESEL" | "LPG" | "CNG" | "HYDROGEN" | "OTHER";
                            power: number;
                            engine_capacity: number;
                            hsn: string | null;
                            tsn: string | null;
                            car_variation_id: number | null;
                            brief_number: string;
                            vin_code: string;
                            previous_owners: number;
                            doors: number;
                            /** @enum {string} */
                            euro_norm: "ANY" | "EURO_1" | "EURO_2" | "EURO_3" | "EURO_4" | "EURO_5" | "EURO_6" | "EURO_6C" | "EURO_6D_TEMP" | "EURO_6D";
                            /** @enum {string} */
                            gear_type: "Automatic" | "Semi_Automatic" | "Manual";
                            next_inspection: string;
                            mileage: number;
                            first_registered: string | null;
                            comments: string | null;
                            /** @enum {string} */
                            status: "CURRENT" | "SOLD";
                            added_on: string;
                            purchased_on: string | null;
                            sold_on: string | null;
                            purchase_price: number | null;
                            /** @enum {string|null} */
                            purchase_taxation: "MARGIN" | "REGULAR" | null;
                            purchase_vat_rate: number | null;
                            asking_price: number | null;
                            minimum_price: number | null;
                            colour: string | null;
                            interior: string | null;
                            equipment: string[];
                            licence_plate: string | null;
                            accident_free: boolean | null;
                            accident_note: string | null;
                            /** @description ISO timestamp of the last change: the version to send as If-Match */
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    vehiclesUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    make: string;
                    model: string;
                    /** @enum {string} */
                    bodywork: "CABRIO_ROADSTER" | "KLEINWAGEN" | "KOMBI" | "LIMOUSINE" | "SPORTWAGEN_COUPE" | "GELAENDEWAGEN_PICKUP_SUV" | "VAN_MINIBUS" | "ANDERE";
                    /** @enum {string} */
                    construction_type: "ANHAENGER" | "AUFLIEGER" | "BAUFAHRZEUG" | "BUS" | "KFZ" | "LKW_BIS_7_5_T" | "LKW_UEBER_7_5_T" | "MOTORRAD" | "SATTELZUG" | "STAPLER" | "TRAKTOR" | "TRANSPORTER_BIS_3_5_T" | "WOHNMOBIL";
                    /** @enum {string} */
                    fuel_type: "PETROL" | "DIESEL" | "ELECTRIC" | "HYBRID_PETROL" | "HYBRID_DIESEL" | "LPG" | "CNG" | "HYDROGEN" | "OTHER";
                    power: number;
                    engine_capacity?: number | null;
                    hsn?: string | null;
                    tsn?: string | null;
                    car_variation_id?: number | null;
                    brief_number: string;
                    vin_code: string;
                    previous_owners: number;
                    doors: number;
                    /** @enum {string} */
                    euro_norm: "ANY" | "EURO_1" | "EURO_2" | "EURO_3" | "EURO_4" | "EURO_5" | "EURO_6" | "EURO_6C" | "EURO_6D_TEMP" | "EURO_6D";
                    /** @enum {string} */
                    gear_type: "Automatic" | "Semi_Automatic" | "Manual";
                    next_inspection: string;
                    mileage: number;
                    first_registered?: string | null;
                    comments?: string | null;
                    /**
                     * @default CURRENT
                     * @enum {string}
                     */
                    status?: "CURRENT" | "SOLD";
                    purchase_price?: number | null;
                    /** @enum {string|null} */
                    purchase_taxation?: "MARGIN" | "REGULAR" | null;
                    /** @enum {number|null} */
                    purchase_vat_rate?: 19 | 7 | null;
                    asking_price?: number | null;
                    minimum_price?: number | null;
                    colour?: string | null;
                    interior?: string | null;
                    equipment?: string[] | null;
                    licence_plate?: string | null;
                    accident_free?: boolean | null;
                    accident_note?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            make: string;
                            model: string;
                            /** @enum {string} */
                            bodywork: "CABRIO_ROADSTER" | "KLEINWAGEN" | "KOMBI" | "LIMOUSINE" | "SPORTWAGEN_COUPE" | "GELAENDEWAGEN_PICKUP_SUV" | "VAN_MINIBUS" | "ANDERE";
                            /** @enum {string} */
                            construction_type: "ANHAENGER" | "AUFLIEGER" | "BAUFAHRZEUG" | "BUS" | "KFZ" | "LKW_BIS_7_5_T" | "LKW_UEBER_7_5_T" | "MOTORRAD" | "SATTELZUG" | "STAPLER" | "TRAKTOR" | "TRANSPORTER_BIS_3_5_T" | "WOHNMOBIL";
                            /** @enum {string} */
                            fuel_type: "PETROL" | "DIESEL" | "ELECTRIC" | "HYBRID_PETROL" | "HYBRID_DIESEL" | "LPG" | "CNG" | "HYDROGEN" | "OTHER";
                            power: number;
                            engine_capacity: number;
                            hsn: string | null;
                            tsn: string | null;
                            car_variation_id: number | null;
                            brief_number: string;
                            vin_code: string;
                            previous_owners: number;
                            doors: number;
                            /** @enum {string} */
                            euro_norm: "ANY" | "EURO_1" | "EURO_2" | "EURO_3" | "EURO_4" | "EURO_5" | "EURO_6" | "EURO_6C" | "EURO_6D_TEMP" | "EURO_6D";
                            /** @enum {string} */
                            gear_type: "Automatic" | "Semi_Automatic" | "Manual";
                            next_inspection: string;
                            mileage: number;
                            first_registered: string | null;
                            comments: string | null;
                            /** @enum {string} */
                            status: "CURRENT" | "SOLD";
                            added_on: string;
                            purchased_on: string | null;
                            sold_on: string | null;
                            purchase_price: number | null;
                            /** @enum {string|null} */
                            purchase_taxation: "MARGIN" | "REGULAR" | null;
                            purchase_vat_rate: number | null;
                            asking_price: number | null;
                            minimum_price: number | null;
                            colour: string | null;
                            interior: string | null;
                            equipment: string[];
                            licence_plate: string | null;
                            accident_free: boolean | null;
                            accident_note: string | null;
                            /** @description ISO timestamp of the last change: the version to send as If-Match */
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description In conflict with the current state (error.code 9311, 9541) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5011, 5015, 9301, 9302, 9303, 9304, 9305, 9306, 9307, 9308, 9309, 9312, 9313, 9314, 9315, 9316, 9317, 9318, 9319) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    vehiclesRemove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description In conflict with the current state (error.code 9310, 9556) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    vehiclesSearchKeyList: {
        parameters: {
            query?: {
                hsn?: string;
                tsn?: string;
                car_model?: string;
                make?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            hsn: string;
                            tsn: string;
                            make: string;
                            manufacturer: string;
                            model: string;
                        }[];
                        meta: {
                            imported: boolean;
                            total: number;
                            shown: number;
                            has_more: boolean;
                        };
                    };
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5015) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    vehiclesKeyListEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            hsn: string;
                            tsn: string;
                            make: string;
                            manufacturer: string;
                            model: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    vehiclesKeyList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            imported: boolean;
                            loading: boolean;
                            rows: number;
                            imported_at: string | null;
                            source: string | null;
                        };
                    };
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    vehiclesMakes: {
        parameters: {
            query?: {
                status?: "CURRENT" | "SOLD";
                in_stock?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: string[];
                    };
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5015) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    vehiclesUploadDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            suuid: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The company’s storage is full (error.code 5007) */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    vehiclesUploadPhotos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            suuid: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The company’s storage is full (error.code 5007) */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    vehiclesUploadStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                suuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            suuid: string;
                            /** @enum {string} */
                            status: "PENDING" | "RUNNING" | "DONE" | "FAILED";
                            progress: number;
                            result: unknown;
                            error: string | null;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    vehiclesPhotos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vehicleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            vehicle_id: string;
                            file_name: string;
                            mime_type: string;
                            size: number;
                            created_at: string;
                            ocr: boolean;
                            thumbnail_size: number;
                            url: string;
                            thumbnail_url: string;
                            expires_at: string;
                        }[];
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    vehiclesDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vehicleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            vehicle_id: string;
                            file_name: string;
                            mime_type: string;
                            size: number;
                            created_at: string;
                            ocr: boolean;
                        }[];
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    vehiclesRemoveFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vehicleId: string;
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description In conflict with the current state (error.code 9525, 9557) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    vehicleDocumentFile: {
        parameters: {
            query: {
                expires: number;
                signature: string;
            };
            header?: never;
            path: {
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5015) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    vehicleThumbnailFile: {
        parameters: {
            query: {
                expires: number;
                signature: string;
            };
            header?: never;
            path: {
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5015) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    vehicleOcrStart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            suuid: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The company’s storage is full (error.code 5007) */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    vehicleOcrStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                suuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            suuid: string;
                            /** @enum {string} */
                            status: "PENDING" | "RUNNING" | "DONE" | "FAILED";
                            progress: number;
                            result: unknown;
                            error: string | null;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    vehicleOcrImageUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            url: string;
                            expires_at: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    vehicleOcrImageFile: {
        parameters: {
            query: {
                expires: number;
                signature: string;
            };
            header?: never;
            path: {
                imageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5015) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    tradesGenerate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vehicleId: string;
                documentType: string;
                orderType: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    language?: "de" | "en";
                    invoice_number?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            suuid: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description In conflict with the current state (error.code 9509, 9510, 9541) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5010, 5015, 9506, 9511, 9512, 9523) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    tradesGenerated: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vehicleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            trade_id: string;
                            /** @enum {string} */
                            order_type: "SELLING" | "BUYING" | "SERVICE_INVOICE";
                            vehicle_id: string | null;
                            /** @enum {string} */
                            document_type: "INVOICE" | "CONTRACT" | "PRIVACY" | "PROPOSAL" | "PROTOCOL" | "RECEIPT" | "BINDING_CONTRACT" | "CANCELLATION";
                            number: string | null;
                            canceled: boolean;
                            xrechnung?: boolean;
                            version: number;
                            /** @enum {string} */
                            language: "de" | "en";
                            /** @description YYYY-MM-DD */
                            issued_on: string;
                            file_name: string;
                            size: number;
                            created_at: string;
                            last_mail?: {
                                recipient: string;
                                /** @description ISO timestamp */
                                sent_at: string;
                            } | null;
                            recipient_email?: string | null;
                        }[];
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    tradesDocumentUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vehicleId: string;
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            url: string;
                            expires_at: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    generatedDocumentFile: {
        parameters: {
            query: {
                expires: number;
                signature: string;
            };
            header?: never;
            path: {
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5015) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    tradesXrechnung: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vehicleId: string;
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009, 9410, 9411) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    tradesMail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vehicleId: string;
                documentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    to: string;
                    message?: string | null;
                    /** @default false */
                    copy_to_company?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            recipient: string;
                            /** @description ISO timestamp */
                            sent_at: string;
                            copy: string | null;
                            attachments: string[];
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5013, 5015, 9027, 9138, 9411, 9412, 9413) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests in the window; try again later (error.code 429) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    supportContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string | null;
                            phone: string | null;
                            privacy_email: string | null;
                            operator: {
                                name: string;
                                address: string | null;
                                /** @enum {string|null} */
                                legal_form: "GmbH" | "UG (haftungsbeschränkt)" | "AG" | "KG" | "OHG" | "e.K." | "GbR" | null;
                                seat: string | null;
                                register_court: string | null;
                                register_number: string | null;
                                managing_directors: string[];
                                supervisory_board_chair: string | null;
                                vat_id: string | null;
                                tax_number: string | null;
                            };
                            legal_notice: {
                                email: string;
                                phone: string | null;
                            } | null;
                        };
                    };
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    supportSendMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    message: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            sent: true;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5011, 5014, 5015) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests in the window; try again later (error.code 429) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    tradesSale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vehicleId: string;
                orderType: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            customer_id: string | null;
                            /** @enum {string} */
                            trade_type: "NONE" | "EXPORT" | "BUSINESS" | "PRIVATE";
                            /** @description euro cents */
                            gross_price: number;
                            vat: boolean;
                            vat_rate: 19 | 7 | 0;
                            /** @enum {string|null} */
                            section_type: "25" | "4.1a" | "4.1b" | null;
                            /** @description euro cents */
                            deposit: number;
                            /** @description euro cents, as entered in the wizard (used only when the vehicle has none) */
                            purchase_price: number | null;
                            /** @enum {string|null} */
                            export_proof_kind: "ARRIVAL_CERTIFICATE" | "EXIT_NOTE" | "CMR_CONSIGNMENT_NOTE" | "FORWARDER_CERTIFICATE" | null;
                            export_proof: string | null;
                            /** @enum {string} */
                            payment_type: "IMMEDIATE" | "IN_7_DAYS" | "IN_14_DAYS";
                            /** @enum {string} */
                            payment_method: "TRANSFER" | "CASH" | "FINANCING" | "CARD";
                            /** @enum {string} */
                            handover_date: "INVOICE_DATE" | "CUSTOM";
                            handover_on: string | null;
                            /** @enum {string} */
                            damaged: "UNKNOWN" | "NO_ACCIDENT" | "REPAIRED";
                            damage_notes: string | null;
                            registration_sertificate1: boolean;
                            registration_sertificate2: boolean;
                            inspection_available: boolean;
                            vehicle_keys_count: number;
                            handover_mileage: number | null;
                            /** @enum {string} */
                            mileage_statement: "ODOMETER" | "DIFFERENT" | "UNKNOWN";
                            total_mileage: number | null;
                            /** @enum {string} */
                            warranty: "STATUTORY" | "ONE_YEAR" | "EXCLUDED";
                            terms_of_use: boolean;
                            invoice_comments: string | null;
                            contract_comments: string | null;
                            protocol_comments: string | null;
                            /** @description the chosen invoice date (YYYY-MM-DD); null: the day of issue */
                            invoice_date: string | null;
                            contract_date: string | null;
                            /** @enum {string} */
                            invoice_template: "CUSTOM" | "STANDARD";
                            /** @enum {string} */
                            contract_template: "CUSTOM" | "STANDARD";
                            documents: ("INVOICE" | "CONTRACT" | "PRIVACY" | "PROPOSAL" | "PROTOCOL" | "RECEIPT" | "BINDING_CONTRACT")[];
                            /** @enum {string} */
                            language: "de" | "en";
                            id: string;
                            vehicle_id: string;
                            /** @enum {string} */
                            kind: "SELLING" | "BUYING" | "SERVICE_INVOICE";
                            /** @enum {string} */
                            status: "PENDING" | "REJECTED" | "FINISHED";
                            /** @enum {string} */
                            effective_trade_type: "NONE" | "EXPORT" | "BUSINESS" | "PRIVATE";
                            buyer: {
                                id: string;
                                /** @enum {string} */
                                type: "PRIVATE" | "BUSINESS";
                                /** @enum {string|null} */
                                greeting: "MISTER" | "MISSUS" | null;
                                /** @enum {string|null} */
                                title: "DOCTOR" | "PROFESSOR" | "DPROFESSOR" | null;
                                company_name: string | null;
                                first_name: string | null;
                                last_name: string | null;
                                street_address: string | null;
                                house_number: string | null;
                                additional_address: string | null;
                                additional_info1: string | null;
                                additional_info2: string | null;
                                postal_code: string | null;
                                city: string | null;
                                country_id: number;
                                phone_number: string | null;
                                email: string | null;
                                /** @description YYYY-MM-DD */
                                birthday: string | null;
                                place_of_birth: string | null;
                                nationality: string | null;
                                passport: string | null;
                                /** @description expiry date of the ID document, YYYY-MM-DD */
                                passport_expired: string | null;
                                passport_from: string | null;
                                comments: string | null;
                                /** @description USt-IdNr. of a business customer, compact and upper case */
                                vat_id: string | null;
                                /** @description Leitweg-ID (BT-10) of a public-sector buyer */
                                buyer_reference?: string | null;
                                /** @description a public-sector buyer, invoiced also as XRechnung */
                                public_sector?: boolean;
                            } | null;
                            effective_purchase_price: number | null;
                            /** @enum {string|null} */
                            purchase_taxation: "MARGIN" | "REGULAR" | null;
                            vehicle_accident_free: boolean | null;
                            vehicle_purchased_on: string | null;
                            amounts: {
                                /** @enum {string} */
                                taxation: "STANDARD" | "NO_VAT" | "MARGIN" | "EXPORT" | "INTRA_EU";
                                vat_rate: number;
                                gross_cents: number;
                                net_cents: number;
                                vat_cents: number;
                                deposit_cents: number;
                                amount_due_cents: number;
                                margin: {
                                    purchase_cents: number;
                                    margin_cents: number;
                                    margin_vat_cents: number;
                                } | null;
                            };
                            sale_margin: {
                                margin_cents: number;
                                margin_vat_cents: number | null;
                            } | null;
                            /** @description set once the invoice is issued */
                            invoice_number: string | null;
                            /** @description the invoice date of the issued invoice */
                            issued_on: string | null;
                            finished_at: string | null;
                            created_at: string;
                            updated_at: string;
                        } | null;
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    tradesSaveStep: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vehicleId: string;
                orderType: string;
                docType: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    customer_id?: string | null;
                    /** @enum {string} */
                    trade_type?: "NONE" | "EXPORT" | "BUSINESS" | "PRIVATE";
                    gross_price?: number;
                    vat?: boolean;
                    vat_rate?: 19 | 7 | 0;
                    /** @enum {string|null} */
                    section_type?: "25" | "4.1a" | "4.1b" | null;
                    deposit?: number;
                    purchase_price?: number | null;
                    /** @enum {string|null} */
                    export_proof_kind?: "ARRIVAL_CERTIFICATE" | "EXIT_NOTE" | "CMR_CONSIGNMENT_NOTE" | "FORWARDER_CERTIFICATE" | null;
                    export_proof?: string | null;
                    /** @enum {string} */
                    payment_type?: "IMMEDIATE" | "IN_7_DAYS" | "IN_14_DAYS";
                    /** @enum {string} */
                    payment_method?: "TRANSFER" | "CASH" | "FINANCING" | "CARD";
                    /** @enum {string} */
                    handover_date?: "INVOICE_DATE" | "CUSTOM";
                    handover_on?: string | null;
                    /** @enum {string} */
                    damaged?: "UNKNOWN" | "NO_ACCIDENT" | "REPAIRED";
                    damage_notes?: string | null;
                    registration_sertificate1?: boolean;
                    registration_sertificate2?: boolean;
                    inspection_available?: boolean;
                    vehicle_keys_count?: number;
                    handover_mileage?: number | null;
                    /** @enum {string} */
                    mileage_statement?: "ODOMETER" | "DIFFERENT" | "UNKNOWN";
                    total_mileage?: number | null;
                    /** @enum {string} */
                    warranty?: "STATUTORY" | "ONE_YEAR" | "EXCLUDED";
                    terms_of_use?: boolean;
                    invoice_comments?: string | null;
                    contract_comments?: string | null;
                    protocol_comments?: string | null;
                    invoice_date?: string | null;
                    contract_date?: string | null;
                    /** @enum {string} */
                    invoice_template?: "CUSTOM" | "STANDARD";
                    /** @enum {string} */
                    contract_template?: "CUSTOM" | "STANDARD";
                    documents?: ("INVOICE" | "CONTRACT" | "PRIVACY" | "PROPOSAL" | "PROTOCOL" | "RECEIPT" | "BINDING_CONTRACT")[];
                    /** @enum {string} */
                    language?: "de" | "en";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            customer_id: string | null;
                            /** @enum {string} */
                            trade_type: "NONE" | "EXPORT" | "BUSINESS" | "PRIVATE";
                            /** @description euro cents */
                            gross_price: number;
                            vat: boolean;
                            vat_rate: 19 | 7 | 0;
                            /** @enum {string|null} */
                            section_type: "25" | "4.1a" | "4.1b" | null;
                            /** @description euro cents */
                            deposit: number;
                            /** @description euro cents, as entered in the wizard (used only when the vehicle has none) */
                            purchase_price: number | null;
                            /** @enum {string|null} */
                            export_proof_kind: "ARRIVAL_CERTIFICATE" | "EXIT_NOTE" | "CMR_CONSIGNMENT_NOTE" | "FORWARDER_CERTIFICATE" | null;
                            export_proof: string | null;
                            /** @enum {string} */
                            payment_type: "IMMEDIATE" | "IN_7_DAYS" | "IN_14_DAYS";
                            /** @enum {string} */
                            payment_method: "TRANSFER" | "CASH" | "FINANCING" | "CARD";
                            /** @enum {string} */
                            handover_date: "INVOICE_DATE" | "CUSTOM";
                            handover_on: string | null;
                            /** @enum {string} */
                            damaged: "UNKNOWN" | "NO_ACCIDENT" | "REPAIRED";
                            damage_notes: string | null;
                            registration_sertificate1: boolean;
                            registration_sertificate2: boolean;
                            inspection_available: boolean;
                            vehicle_keys_count: number;
                            handover_mileage: number | null;
                            /** @enum {string} */
                            mileage_statement: "ODOMETER" | "DIFFERENT" | "UNKNOWN";
                            total_mileage: number | null;
                            /** @enum {string} */
                            warranty: "STATUTORY" | "ONE_YEAR" | "EXCLUDED";
                            terms_of_use: boolean;
                            invoice_comments: string | null;
                            contract_comments: string | null;
                            protocol_comments: string | null;
                            /** @description the chosen invoice date (YYYY-MM-DD); null: the day of issue */
                            invoice_date: string | null;
                            contract_date: string | null;
                            /** @enum {string} */
                            invoice_template: "CUSTOM" | "STANDARD";
                            /** @enum {string} */
                            contract_template: "CUSTOM" | "STANDARD";
                            documents: ("INVOICE" | "CONTRACT" | "PRIVACY" | "PROPOSAL" | "PROTOCOL" | "RECEIPT" | "BINDING_CONTRACT")[];
                            /** @enum {string} */
                            language: "de" | "en";
                            id: string;
                            vehicle_id: string;
                            /** @enum {string} */
                            kind: "SELLING" | "BUYING" | "SERVICE_INVOICE";
                            /** @enum {string} */
                            status: "PENDING" | "REJECTED" | "FINISHED";
                            /** @enum {string} */
                            effective_trade_type: "NONE" | "EXPORT" | "BUSINESS" | "PRIVATE";
                            buyer: {
                                id: string;
                                /** @enum {string} */
                                type: "PRIVATE" | "BUSINESS";
                                /** @enum {string|null} */
                                greeting: "MISTER" | "MISSUS" | null;
                                /** @enum {string|null} */
                                title: "DOCTOR" | "PROFESSOR" | "DPROFESSOR" | null;
                                company_name: string | null;
                                first_name: string | null;
                                last_name: string | null;
                                street_address: string | null;
                                house_number: string | null;
                                additional_address: string | null;
                                additional_info1: string | null;
                                additional_info2: string | null;
                                postal_code: string | null;
                                city: string | null;
                                country_id: number;
                                phone_number: string | null;
                                email: string | null;
                                /** @description YYYY-MM-DD */
                                birthday: string | null;
                                place_of_birth: string | null;
                                nationality: string | null;
                                passport: string | null;
                                /** @description expiry date of the ID document, YYYY-MM-DD */
                                passport_expired: string | null;
                                passport_from: string | null;
                                comments: string | null;
                                /** @description USt-IdNr. of a business customer, compact and upper case */
                                vat_id: string | null;
                                /** @description Leitweg-ID (BT-10) of a public-sector buyer */
                                buyer_reference?: string | null;
                                /** @description a public-sector buyer, invoiced also as XRechnung */
                                public_sector?: boolean;
                            } | null;
                            effective_purchase_price: number | null;
                            /** @enum {string|null} */
                            purchase_taxation: "MARGIN" | "REGULAR" | null;
                            vehicle_accident_free: boolean | null;
                            vehicle_purchased_on: string | null;
                            amounts: {
                                /** @enum {string} */
                                taxation: "STANDARD" | "NO_VAT" | "MARGIN" | "EXPORT" | "INTRA_EU";
                                vat_rate: number;
                                gross_cents: number;
                                net_cents: number;
                                vat_cents: number;
                                deposit_cents: number;
                                amount_due_cents: number;
                                margin: {
                                    purchase_cents: number;
                                    margin_cents: number;
                                    margin_vat_cents: number;
                                } | null;
                            };
                            sale_margin: {
                                margin_cents: number;
                                margin_vat_cents: number | null;
                            } | null;
                            /** @description set once the invoice is issued */
                            invoice_number: string | null;
                            /** @description the invoice date of the issued invoice */
                            issued_on: string | null;
                            finished_at: string | null;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description In conflict with the current state (error.code 9508, 9509, 9541) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5011, 5015, 9305, 9306, 9307, 9316, 9317, 9501, 9506, 9519, 9520, 9521) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    tradesPurchase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vehicleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            customer_id: string | null;
                            /** @description euro cents, the purchase price as paid */
                            gross_price: number;
                            /** @description the seller's invoice shows VAT */
                            vat: boolean;
                            vat_rate: 19 | 7;
                            /** @enum {string} */
                            payment_type: "IMMEDIATE" | "IN_7_DAYS" | "IN_14_DAYS";
                            /** @enum {string} */
                            payment_method: "TRANSFER" | "CASH" | "FINANCING" | "CARD";
                            /** @enum {string} */
                            handover_date: "INVOICE_DATE" | "CUSTOM";
                            handover_on: string | null;
                            /** @enum {string} */
                            damaged: "UNKNOWN" | "NO_ACCIDENT" | "REPAIRED";
                            damage_notes: string | null;
                            registration_sertificate1: boolean;
                            registration_sertificate2: boolean;
                            inspection_available: boolean;
                            vehicle_keys_count: number;
                            handover_mileage: number | null;
                            sole_owner: boolean;
                            no_further_accidents: boolean;
                            mileage_confirmed: boolean;
                            contract_comments: string | null;
                            protocol_comments: string | null;
                            receipt_comments: string | null;
                            /** @description the chosen contract date (YYYY-MM-DD); null: the day the contract is made */
                            contract_date: string | null;
                            /** @enum {string} */
                            contract_template: "CUSTOM" | "STANDARD";
                            /** @enum {string} */
                            invoice_template: "CUSTOM" | "STANDARD";
                            seller_invoice_number: string | null;
                            seller_invoice_date: string | null;
                            seller_invoice_document_id: string | null;
                            documents: ("CONTRACT" | "PROTOCOL" | "RECEIPT" | "PRIVACY")[];
                            /** @enum {string} */
                            language: "de" | "en";
                            id: string;
                            vehicle_id: string;
                            /** @enum {string} */
                            kind: "SELLING" | "BUYING" | "SERVICE_INVOICE";
                            /** @enum {string} */
                            status: "PENDING" | "REJECTED" | "FINISHED";
                            seller: {
                                id: string;
                                /** @enum {string} */
                                type: "PRIVATE" | "BUSINESS";
                                /** @enum {string|null} */
                                greeting: "MISTER" | "MISSUS" | null;
                                /** @enum {string|null} */
                                title: "DOCTOR" | "PROFESSOR" | "DPROFESSOR" | null;
                                company_name: string | null;
                                first_name: string | null;
                                last_name: string | null;
                                street_address: string | null;
                                house_number: string | null;
                                additional_address: string | null;
                                additional_info1: string | null;
                                additional_info2: string | null;
                                postal_code: string | null;
                                city: string | null;
                                country_id: number;
                                phone_number: string | null;
                                email: string | null;
                                /** @description YYYY-MM-DD */
                                birthday: string | null;
                                place_of_birth: string | null;
                                nationality: string | null;
                                passport: string | null;
                                /** @description expiry date of the ID document, YYYY-MM-DD */
                                passport_expired: string | null;
                                passport_from: string | null;
                                comments: string | null;
                                /** @description USt-IdNr. of a business customer, compact and upper case */
                                vat_id: string | null;
                                /** @description Leitweg-ID (BT-10) of a public-sector buyer */
                                buyer_reference?: string | null;
                                /** @description a public-sector buyer, invoiced also as XRechnung */
                                public_sector?: boolean;
                            } | null;
                            amounts: {
                                /** @enum {string} */
                                taxation: "STANDARD" | "NO_VAT" | "MARGIN" | "EXPORT" | "INTRA_EU";
                                vat_rate: number;
                                gross_cents: number;
                                net_cents: number;
                                vat_cents: number;
                                deposit_cents: number;
                                amount_due_cents: number;
                                margin: {
                                    purchase_cents: number;
                                    margin_cents: number;
                                    margin_vat_cents: number;
                                } | null;
                            };
                            purchased_on: string | null;
                            finished_at: string | null;
                            created_at: string;
                            updated_at: string;
                        } | null;
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    tradesSavePurchaseStep: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vehicleId: string;
                docType: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    customer_id?: string | null;
                    gross_price?: number;
                    vat?: boolean;
                    vat_rate?: 19 | 7;
                    /** @enum {string} */
                    payment_type?: "IMMEDIATE" | "IN_7_DAYS" | "IN_14_DAYS";
                    /** @enum {string} */
                    payment_method?: "TRANSFER" | "CASH" | "FINANCING" | "CARD";
                    /** @enum {string} */
                    handover_date?: "INVOICE_DATE" | "CUSTOM";
                    handover_on?: string | null;
                    /** @enum {string} */
                    damaged?: "UNKNOWN" | "NO_ACCIDENT" | "REPAIRED";
                    damage_notes?: string | null;
                    registration_sertificate1?: boolean;
                    registration_sertificate2?: boolean;
                    inspection_available?: boolean;
                    vehicle_keys_count?: number;
                    handover_mileage?: number | null;
                    sole_owner?: boolean;
                    no_further_accidents?: boolean;
                    mileage_confirmed?: boolean;
                    contract_comments?: string | null;
                    protocol_comments?: string | null;
                    receipt_comments?: string | null;
                    contract_date?: string | null;
                    /** @enum {string} */
                    contract_template?: "CUSTOM" | "STANDARD";
                    /** @enum {string} */
                    invoice_template?: "CUSTOM" | "STANDARD";
                    seller_invoice_number?: string | null;
                    seller_invoice_date?: string | null;
                    /** Format: uuid */
                    seller_invoice_document_id?: string | null;
                    documents?: ("CONTRACT" | "PROTOCOL" | "RECEIPT" | "PRIVACY")[];
                    /** @enum {string} */
                    language?: "de" | "en";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            customer_id: string | null;
                            /** @description euro cents, the purchase price as paid */
                            gross_price: number;
                            /** @description the seller's invoice shows VAT */
                            vat: boolean;
                            vat_rate: 19 | 7;
                            /** @enum {string} */
                            payment_type: "IMMEDIATE" | "IN_7_DAYS" | "IN_14_DAYS";
                            /** @enum {string} */
                            payment_method: "TRANSFER" | "CASH" | "FINANCING" | "CARD";
                            /** @enum {string} */
                            handover_date: "INVOICE_DATE" | "CUSTOM";
                            handover_on: string | null;
                            /** @enum {string} */
                            damaged: "UNKNOWN" | "NO_ACCIDENT" | "REPAIRED";
                            damage_notes: string | null;
                            registration_sertificate1: boolean;
                            registration_sertificate2: boolean;
                            inspection_available: boolean;
                            vehicle_keys_count: number;
                            handover_mileage: number | null;
                            sole_owner: boolean;
                            no_further_accidents: boolean;
                            mileage_confirmed: boolean;
                            contract_comments: string | null;
                            protocol_comments: string | null;
                            receipt_comments: string | null;
                            /** @description the chosen contract date (YYYY-MM-DD); null: the day the contract is made */
                            contract_date: string | null;
                            /** @enum {string} */
                            contract_template: "CUSTOM" | "STANDARD";
                            /** @enum {string} */
                            invoice_template: "CUSTOM" | "STANDARD";
                            seller_invoice_number: string | null;
                            seller_invoice_date: string | null;
                            seller_invoice_document_id: string | null;
                            documents: ("CONTRACT" | "PROTOCOL" | "RECEIPT" | "PRIVACY")[];
                            /** @enum {string} */
                            language: "de" | "en";
                            id: string;
                            vehicle_id: string;
                            /** @enum {string} */
                            kind: "SELLING" | "BUYING" | "SERVICE_INVOICE";
                            /** @enum {string} */
                            status: "PENDING" | "REJECTED" | "FINISHED";
                            seller: {
                                id: string;
                                /** @enum {string} */
                                type: "PRIVATE" | "BUSINESS";
                                /** @enum {string|null} */
                                greeting: "MISTER" | "MISSUS" | null;
                                /** @enum {string|null} */
                                title: "DOCTOR" | "PROFESSOR" | "DPROFESSOR" | null;
                                company_name: string | null;
                                first_name: string | null;
                                last_name: string | null;
                                street_address: string | null;
                                house_number: string | null;
                                additional_address: string | null;
                                additional_info1: string | null;
                                additional_info2: string | null;
                                postal_code: string | null;
                                city: string | null;
                                country_id: number;
                                phone_number: string | null;
                                email: string | null;
                                /** @description YYYY-MM-DD */
                                birthday: string | null;
                                place_of_birth: string | null;
                                nationality: string | null;
                                passport: string | null;
                                /** @description expiry date of the ID document, YYYY-MM-DD */
                                passport_expired: string | null;
                                passport_from: string | null;
                                comments: string | null;
                                /** @description USt-IdNr. of a business customer, compact and upper case */
                                vat_id: string | null;
                                /** @description Leitweg-ID (BT-10) of a public-sector buyer */
                                buyer_reference?: string | null;
                                /** @description a public-sector buyer, invoiced also as XRechnung */
                                public_sector?: boolean;
                            } | null;
                            amounts: {
                                /** @enum {string} */
                                taxation: "STANDARD" | "NO_VAT" | "MARGIN" | "EXPORT" | "INTRA_EU";
                                vat_rate: number;
                                gross_cents: number;
                                net_cents: number;
                                vat_cents: number;
                                deposit_cents: number;
                                amount_due_cents: number;
                                margin: {
                                    purchase_cents: number;
                                    margin_cents: number;
                                    margin_vat_cents: number;
                                } | null;
                            };
                            purchased_on: string | null;
                            finished_at: string | null;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description In conflict with the current state (error.code 9508, 9522, 9541) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5010, 5015, 9305, 9306, 9307, 9316, 9317, 9501, 9506, 9519, 9520, 9521) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    tradesOverviewYears: {
        parameters: {
            query?: {
                kind?: "SELLING" | "BUYING" | "SERVICE_INVOICE";
                page?: number;
                per_page?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            year: number;
                            count: number;
                            canceled: number;
                            total_gross: number;
                            items: {
                                id: string;
                                vehicle_id: string | null;
                                /** @enum {string} */
                                status: "PENDING" | "REJECTED" | "FINISHED";
                                make: string;
                                model: string;
                                vin_code: string;
                                customer_name: string | null;
                                gross_price: number;
                                /** @enum {string|null} */
                                section_type: "25" | "4.1a" | "4.1b" | null;
                                invoice_number: string | null;
                                date: string;
                                cancellation: {
                                    number: string | null;
                                    canceled_on: string;
                                } | null;
                            }[];
                        }[];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5011, 5015) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    tradesPurchaseEInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vehicleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            document_id: string;
                            file_name: string;
                            /** @enum {string} */
                            container: "XML" | "PDF";
                            /** @enum {string} */
                            syntax: "CII" | "UBL";
                            /** @description BT-24 */
                            specification_id: string | null;
                            seller_name: string | null;
                            seller_vat_id: string | null;
                            invoice_number: string | null;
                            /** @description YYYY-MM-DD */
                            issue_date: string | null;
                            currency: string | null;
                            net_cents: number | null;
                            vat_cents: number | null;
                            gross_cents: number | null;
                            lines: {
                                id: string | null;
                                name: string | null;
                                /** @description as the invoice writes it (a decimal) */
                                quantity: string | null;
                                unit_code: string | null;
                                net_cents: number | null;
                                /** @description percent */
                                vat_rate: number | null;
                            }[];
                            validation: {
                                /** @enum {string|null} */
                                scenario: "XRECHNUNG" | "EN16931" | null;
                                valid: boolean;
                                errors: {
                                    /** @description the rule id, e.g. BR-DE-15 */
                                    id: string;
                                    /** @description the rule text as the rule set ships it (English, some German) */
                                    text: string;
                                }[];
                                warnings: {
                                    /** @description the rule id, e.g. BR-DE-15 */
                                    id: string;
                                    /** @description the rule text as the rule set ships it (English, some German) */
                                    text: string;
                                }[];
                            };
                            filled: ("sellerInvoiceDocumentId" | "sellerInvoiceNumber" | "sellerInvoiceDate" | "grossPrice" | "vat" | "vatRate")[];
                        } | null;
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    tradesReceiveEInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vehicleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    document_id: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            document_id: string;
                            file_name: string;
                            /** @enum {string} */
                            container: "XML" | "PDF";
                            /** @enum {string} */
                            syntax: "CII" | "UBL";
                            /** @description BT-24 */
                            specification_id: string | null;
                            seller_name: string | null;
                            seller_vat_id: string | null;
                            invoice_number: string | null;
                            /** @description YYYY-MM-DD */
                            issue_date: string | null;
                            currency: string | null;
                            net_cents: number | null;
                            vat_cents: number | null;
                            gross_cents: number | null;
                            lines: {
                                id: string | null;
                                name: string | null;
                                /** @description as the invoice writes it (a decimal) */
                                quantity: string | null;
                                unit_code: string | null;
                                net_cents: number | null;
                                /** @description percent */
                                vat_rate: number | null;
                            }[];
                            validation: {
                                /** @enum {string|null} */
                                scenario: "XRECHNUNG" | "EN16931" | null;
                                valid: boolean;
                                errors: {
                                    /** @description the rule id, e.g. BR-DE-15 */
                                    id: string;
                                    /** @description the rule text as the rule set ships it (English, some German) */
                                    text: string;
                                }[];
                                warnings: {
                                    /** @description the rule id, e.g. BR-DE-15 */
                                    id: string;
                                    /** @description the rule text as the rule set ships it (English, some German) */
                                    text: string;
                                }[];
                            };
                            filled: ("sellerInvoiceDocumentId" | "sellerInvoiceNumber" | "sellerInvoiceDate" | "grossPrice" | "vat" | "vatRate")[];
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description In conflict with the current state (error.code 9522) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5015, 9581, 9582, 9583, 9584) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    vatConfirmationsList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tradeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            trade_id: string;
                            /** @description ISO timestamp of the request */
                            requested_at: string;
                            requester_vat_id: string;
                            vat_id: string;
                            name: string;
                            street: string | null;
                            postal_code: string | null;
                            city: string;
                            /** @enum {string} */
                            outcome: "CONFIRMED" | "NOT_CONFIRMED" | "INVALID" | "UNAVAILABLE";
                            status: string | null;
                            results: {
                                /** @enum {string|null} */
                                name: "A" | "B" | "C" | "D" | null;
                                /** @enum {string|null} */
                                street: "A" | "B" | "C" | "D" | null;
                                /** @enum {string|null} */
                                postal_code: "A" | "B" | "C" | "D" | null;
                                /** @enum {string|null} */
                                city: "A" | "B" | "C" | "D" | null;
                            };
                            answered_at: string | null;
                            service_request_id: string | null;
                            valid_from: string | null;
                            valid_until: string | null;
                            /** @enum {string|null} */
                            problem: "UNREACHABLE" | "TIMEOUT" | "SERVICE_ERROR" | "MISSING_DATA" | null;
                            error: string | null;
                        }[];
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    vatConfirmationsAsk: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tradeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            trade_id: string;
                            /** @description ISO timestamp of the request */
                            requested_at: string;
                            requester_vat_id: string;
                            vat_id: string;
                            name: string;
                            street: string | null;
                            postal_code: string | null;
                            city: string;
                            /** @enum {string} */
                            outcome: "CONFIRMED" | "NOT_CONFIRMED" | "INVALID" | "UNAVAILABLE";
                            status: string | null;
                            results: {
                                /** @enum {string|null} */
                                name: "A" | "B" | "C" | "D" | null;
                                /** @enum {string|null} */
                                street: "A" | "B" | "C" | "D" | null;
                                /** @enum {string|null} */
                                postal_code: "A" | "B" | "C" | "D" | null;
                                /** @enum {string|null} */
                                city: "A" | "B" | "C" | "D" | null;
                            };
                            answered_at: string | null;
                            service_request_id: string | null;
                            valid_from: string | null;
                            valid_until: string | null;
                            /** @enum {string|null} */
                            problem: "UNREACHABLE" | "TIMEOUT" | "SERVICE_ERROR" | "MISSING_DATA" | null;
                            error: string | null;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009, 9570) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    vehiclesCancelTrade: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vehicleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    /**
                     * @default SELLING
                     * @enum {string}
                     */
                    order_type?: "SELLING" | "BUYING";
                    invoice_number?: string | null;
                    /** @enum {string} */
                    language?: "de" | "en";
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            suuid: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description In conflict with the current state (error.code 9510, 9526, 9527, 9529) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5010, 5015, 9511, 9528) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cancellationsYears: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            year: number;
                            count: number;
                            items: {
                                id: string;
                                /** @enum {string} */
                                kind: "SELLING" | "BUYING" | "SERVICE_INVOICE";
                                vehicle_id: string | null;
                                make: string;
                                model: string;
                                vin_code: string;
                                licence_plate: string | null;
                                customer_name: string | null;
                                gross_price: number;
                                original_number: string | null;
                                original_date: string | null;
                                cancellation_number: string | null;
                                reason: string;
                                /** @description YYYY-MM-DD */
                                canceled_on: string;
                                canceled_at: string;
                                documents: {
                                    id: string;
                                    document_type: string;
                                    number: string | null;
                                    issued_on: string;
                                    file_name: string;
                                    xrechnung?: boolean;
                                    /** @enum {string} */
                                    language?: "de" | "en";
                                    recipient_email?: string | null;
                                    last_mail?: {
                                        recipient: string;
                                        /** @description ISO timestamp */
                                        sent_at: string;
                                    } | null;
                                }[];
                            }[];
                        }[];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5011, 5015) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cancellationsDocumentUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tradeId: string;
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            url: string;
                            expires_at: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    tradesOverviewCancellationUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tradeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            url: string;
                            expires_at: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cancellationsXrechnung: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tradeId: string;
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009, 9410, 9411) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cancellationsMail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tradeId: string;
                documentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    to: string;
                    message?: string | null;
                    /** @default false */
                    copy_to_company?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            recipient: string;
                            /** @description ISO timestamp */
                            sent_at: string;
                            copy: string | null;
                            attachments: string[];
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5013, 5015, 9027, 9138, 9411, 9412, 9413) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests in the window; try again later (error.code 429) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    serviceInvoicesCreateInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    customer_id?: string | null;
                    /** Format: uuid */
                    vehicle_id?: string | null;
                    make?: string | null;
                    model?: string | null;
                    licence_plate?: string | null;
                    vin_code?: string | null;
                    next_inspection?: string | null;
                    mileage?: number | null;
                    lines?: {
                        description: string;
                        quantity: number;
                        /** @enum {string} */
                        unit?: "PIECE" | "HOUR" | "LITRE" | "LUMP_SUM";
                        unit_price: number;
                    }[];
                    vat?: boolean;
                    vat_rate?: 19 | 7 | 0;
                    /** @enum {string|null} */
                    vat_exemption?: "SMALL_BUSINESS" | "REVERSE_CHARGE" | "NOT_TAXABLE" | null;
                    /** @enum {string} */
                    payment_type?: "IMMEDIATE" | "IN_7_DAYS" | "IN_14_DAYS";
                    /** @enum {string} */
                    payment_method?: "TRANSFER" | "CASH" | "FINANCING" | "CARD";
                    /** @enum {string} */
                    handover_date?: "INVOICE_DATE" | "CUSTOM";
                    handover_on?: string | null;
                    invoice_date?: string | null;
                    proposal_valid_until?: string | null;
                    invoice_comments?: string | null;
                    /** @enum {string} */
                    invoice_template?: "CUSTOM" | "STANDARD";
                    /** @enum {string} */
                    language?: "de" | "en";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            customer_id: string | null;
                            vehicle_id: string | null;
                            make: unknown;
                            model: unknown;
                            licence_plate: unknown;
                            vin_code: unknown;
                            next_inspection: unknown;
                            mileage: number | null;
                            lines: {
                                description: string;
                                quantity: number;
                                /** @enum {string} */
                                unit?: "PIECE" | "HOUR" | "LITRE" | "LUMP_SUM";
                                unit_price: number;
                            }[];
                            vat: boolean;
                            vat_rate: 19 | 7 | 0;
                            /** @enum {string|null} */
                            vat_exemption: "SMALL_BUSINESS" | "REVERSE_CHARGE" | "NOT_TAXABLE" | null;
                            /** @enum {string} */
                            payment_type: "IMMEDIATE" | "IN_7_DAYS" | "IN_14_DAYS";
                            /** @enum {string} */
                            payment_method: "TRANSFER" | "CASH" | "FINANCING" | "CARD";
                            /** @enum {string} */
                            handover_date: "INVOICE_DATE" | "CUSTOM";
                            handover_on: unknown;
                            invoice_date: unknown;
                            proposal_valid_until: unknown;
                            invoice_comments: unknown;
                            /** @enum {string} */
                            invoice_template: "CUSTOM" | "STANDARD";
                            /** @enum {string} */
                            language: "de" | "en";
                            id: string;
                            /** @enum {string} */
                            status: "PENDING" | "REJECTED" | "FINISHED";
                            customer: {
                                id: string;
                                /** @enum {string} */
                                type: "PRIVATE" | "BUSINESS";
                                /** @enum {string|null} */
                                greeting: "MISTER" | "MISSUS" | null;
                                /** @enum {string|null} */
                                title: "DOCTOR" | "PROFESSOR" | "DPROFESSOR" | null;
                                company_name: string | null;
                                first_name: string | null;
                                last_name: string | null;
                                street_address: string | null;
                                house_number: string | null;
                                additional_address: string | null;
                                additional_info1: string | null;
                                additional_info2: string | null;
                                postal_code: string | null;
                                city: string | null;
                                country_id: number;
                                phone_number: string | null;
                                email: string | null;
                                /** @description YYYY-MM-DD */
                                birthday: string | null;
                                place_of_birth: string | null;
                                nationality: string | null;
                                passport: string | null;
                                /** @description expiry date of the ID document, YYYY-MM-DD */
                                passport_expired: string | null;
                                passport_from: string | null;
                                comments: string | null;
                                /** @description USt-IdNr. of a business customer, compact and upper case */
                                vat_id: string | null;
                                /** @description Leitweg-ID (BT-10) of a public-sector buyer */
                                buyer_reference?: string | null;
                                /** @description a public-sector buyer, invoiced also as XRechnung */
                                public_sector?: boolean;
                            } | null;
                            amounts: {
                                vat_rate: number;
                                /** @enum {string|null} */
                                vat_exemption: "SMALL_BUSINESS" | "REVERSE_CHARGE" | "NOT_TAXABLE" | null;
                                lines: {
                                    net_cents: number;
                                    vat_cents: number;
                                    gross_cents: number;
                                }[];
                                net_cents: number;
                                vat_cents: number;
                                gross_cents: number;
                            };
                            invoice_number: string | null;
                            proposal_number: string | null;
                            issued_on: string | null;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5011, 5015, 9305, 9307, 9317, 9530, 9531) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    serviceInvoicesCreateProposal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    customer_id?: string | null;
                    /** Format: uuid */
                    vehicle_id?: string | null;
                    make?: string | null;
                    model?: string | null;
                    licence_plate?: string | null;
                    vin_code?: string | null;
                    next_inspection?: string | null;
                    mileage?: number | null;
                    lines?: {
                        description: string;
                        quantity: number;
                        /** @enum {string} */
                        unit?: "PIECE" | "HOUR" | "LITRE" | "LUMP_SUM";
                        unit_price: number;
                    }[];
                    vat?: boolean;
                    vat_rate?: 19 | 7 | 0;
                    /** @enum {string|null} */
                    vat_exemption?: "SMALL_BUSINESS" | "REVERSE_CHARGE" | "NOT_TAXABLE" | null;
                    /** @enum {string} */
                    payment_type?: "IMMEDIATE" | "IN_7_DAYS" | "IN_14_DAYS";
                    /** @enum {string} */
                    payment_method?: "TRANSFER" | "CASH" | "FINANCING" | "CARD";
                    /** @enum {string} */
                    handover_date?: "INVOICE_DATE" | "CUSTOM";
                    handover_on?: string | null;
                    invoice_date?: string | null;
                    proposal_valid_until?: string | null;
                    invoice_comments?: string | null;
                    /** @enum {string} */
                    invoice_template?: "CUSTOM" | "STANDARD";
                    /** @enum {string} */
                    language?: "de" | "en";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            customer_id: string | null;
                            vehicle_id: string | null;
                            make: unknown;
                            model: unknown;
                            licence_plate: unknown;
                            vin_code: unknown;
                            next_inspection: unknown;
                            mileage: number | null;
                            lines: {
                                description: string;
                                quantity: number;
                                /** @enum {string} */
                                unit?: "PIECE" | "HOUR" | "LITRE" | "LUMP_SUM";
                                unit_price: number;
                            }[];
                            vat: boolean;
                            vat_rate: 19 | 7 | 0;
                            /** @enum {string|null} */
                            vat_exemption: "SMALL_BUSINESS" | "REVERSE_CHARGE" | "NOT_TAXABLE" | null;
                            /** @enum {string} */
                            payment_type: "IMMEDIATE" | "IN_7_DAYS" | "IN_14_DAYS";
                            /** @enum {string} */
                            payment_method: "TRANSFER" | "CASH" | "FINANCING" | "CARD";
                            /** @enum {string} */
                            handover_date: "INVOICE_DATE" | "CUSTOM";
                            handover_on: unknown;
                            invoice_date: unknown;
                            proposal_valid_until: unknown;
                            invoice_comments: unknown;
                            /** @enum {string} */
                            invoice_template: "CUSTOM" | "STANDARD";
                            /** @enum {string} */
                            language: "de" | "en";
                            id: string;
                            /** @enum {string} */
                            status: "PENDING" | "REJECTED" | "FINISHED";
                            customer: {
                                id: string;
                                /** @enum {string} */
                                type: "PRIVATE" | "BUSINESS";
                                /** @enum {string|null} */
                                greeting: "MISTER" | "MISSUS" | null;
                                /** @enum {string|null} */
                                title: "DOCTOR" | "PROFESSOR" | "DPROFESSOR" | null;
                                company_name: string | null;
                                first_name: string | null;
                                last_name: string | null;
                                street_address: string | null;
                                house_number: string | null;
                                additional_address: string | null;
                                additional_info1: string | null;
                                additional_info2: string | null;
                                postal_code: string | null;
                                city: string | null;
                                country_id: number;
                                phone_number: string | null;
                                email: string | null;
                                /** @description YYYY-MM-DD */
                                birthday: string | null;
                                place_of_birth: string | null;
                                nationality: string | null;
                                passport: string | null;
                                /** @description expiry date of the ID document, YYYY-MM-DD */
                                passport_expired: string | null;
                                passport_from: string | null;
                                comments: string | null;
                                /** @description USt-IdNr. of a business customer, compact and upper case */
                                vat_id: string | null;
                                /** @description Leitweg-ID (BT-10) of a public-sector buyer */
                                buyer_reference?: string | null;
                                /** @description a public-sector buyer, invoiced also as XRechnung */
                                public_sector?: boolean;
                            } | null;
                            amounts: {
                                vat_rate: number;
                                /** @enum {string|null} */
                                vat_exemption: "SMALL_BUSINESS" | "REVERSE_CHARGE" | "NOT_TAXABLE" | null;
                                lines: {
                                    net_cents: number;
                                    vat_cents: number;
                                    gross_cents: number;
                                }[];
                                net_cents: number;
                                vat_cents: number;
                                gross_cents: number;
                            };
                            invoice_number: string | null;
                            proposal_number: string | null;
                            issued_on: string | null;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5011, 5015, 9305, 9307, 9317, 9530, 9531) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    serviceInvoicesUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                documentType: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    customer_id?: string | null;
                    /** Format: uuid */
                    vehicle_id?: string | null;
                    make?: string | null;
                    model?: string | null;
                    licence_plate?: string | null;
                    vin_code?: string | null;
                    next_inspection?: string | null;
                    mileage?: number | null;
                    lines?: {
                        description: string;
                        quantity: number;
                        /** @enum {string} */
                        unit?: "PIECE" | "HOUR" | "LITRE" | "LUMP_SUM";
                        unit_price: number;
                    }[];
                    vat?: boolean;
                    vat_rate?: 19 | 7 | 0;
                    /** @enum {string|null} */
                    vat_exemption?: "SMALL_BUSINESS" | "REVERSE_CHARGE" | "NOT_TAXABLE" | null;
                    /** @enum {string} */
                    payment_type?: "IMMEDIATE" | "IN_7_DAYS" | "IN_14_DAYS";
                    /** @enum {string} */
                    payment_method?: "TRANSFER" | "CASH" | "FINANCING" | "CARD";
                    /** @enum {string} */
                    handover_date?: "INVOICE_DATE" | "CUSTOM";
                    handover_on?: string | null;
                    invoice_date?: string | null;
                    proposal_valid_until?: string | null;
                    invoice_comments?: string | null;
                    /** @enum {string} */
                    invoice_template?: "CUSTOM" | "STANDARD";
                    /** @enum {string} */
                    language?: "de" | "en";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            customer_id: string | null;
                            vehicle_id: string | null;
                            make: unknown;
                            model: unknown;
                            licence_plate: unknown;
                            vin_code: unknown;
                            next_inspection: unknown;
                            mileage: number | null;
                            lines: {
                                description: string;
                                quantity: number;
                                /** @enum {string} */
                                unit?: "PIECE" | "HOUR" | "LITRE" | "LUMP_SUM";
                                unit_price: number;
                            }[];
                            vat: boolean;
                            vat_rate: 19 | 7 | 0;
                            /** @enum {string|null} */
                            vat_exemption: "SMALL_BUSINESS" | "REVERSE_CHARGE" | "NOT_TAXABLE" | null;
                            /** @enum {string} */
                            payment_type: "IMMEDIATE" | "IN_7_DAYS" | "IN_14_DAYS";
                            /** @enum {string} */
                            payment_method: "TRANSFER" | "CASH" | "FINANCING" | "CARD";
                            /** @enum {string} */
                            handover_date: "INVOICE_DATE" | "CUSTOM";
                            handover_on: unknown;
                            invoice_date: unknown;
                            proposal_valid_until: unknown;
                            invoice_comments: unknown;
                            /** @enum {string} */
                            invoice_template: "CUSTOM" | "STANDARD";
                            /** @enum {string} */
                            language: "de" | "en";
                            id: string;
                            /** @enum {string} */
                            status: "PENDING" | "REJECTED" | "FINISHED";
                            customer: {
                                id: string;
                                /** @enum {string} */
                                type: "PRIVATE" | "BUSINESS";
                                /** @enum {string|null} */
                                greeting: "MISTER" | "MISSUS" | null;
                                /** @enum {string|null} */
                                title: "DOCTOR" | "PROFESSOR" | "DPROFESSOR" | null;
                                company_name: string | null;
                                first_name: string | null;
                                last_name: string | null;
                                street_address: string | null;
                                house_number: string | null;
                                additional_address: string | null;
                                additional_info1: string | null;
                                additional_info2: string | null;
                                postal_code: string | null;
                                city: string | null;
                                country_id: number;
                                phone_number: string | null;
                                email: string | null;
                                /** @description YYYY-MM-DD */
                                birthday: string | null;
                                place_of_birth: string | null;
                                nationality: string | null;
                                passport: string | null;
                                /** @description expiry date of the ID document, YYYY-MM-DD */
                                passport_expired: string | null;
                                passport_from: string | null;
                                comments: string | null;
                                /** @description USt-IdNr. of a business customer, compact and upper case */
                                vat_id: string | null;
                                /** @description Leitweg-ID (BT-10) of a public-sector buyer */
                                buyer_reference?: string | null;
                                /** @description a public-sector buyer, invoiced also as XRechnung */
                                public_sector?: boolean;
                            } | null;
                            amounts: {
                                vat_rate: number;
                                /** @enum {string|null} */
                                vat_exemption: "SMALL_BUSINESS" | "REVERSE_CHARGE" | "NOT_TAXABLE" | null;
                                lines: {
                                    net_cents: number;
                                    vat_cents: number;
                                    gross_cents: number;
                                }[];
                                net_cents: number;
                                vat_cents: number;
                                gross_cents: number;
                            };
                            invoice_number: string | null;
                            proposal_number: string | null;
                            issued_on: string | null;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description In conflict with the current state (error.code 9509) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5011, 5015, 9305, 9307, 9317, 9506, 9530, 9531) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    serviceInvoicesYears: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            year: number;
                            count: number;
                            total_price: number;
                            items: {
                                id: string;
                                /** @enum {string} */
                                status: "PENDING" | "REJECTED" | "FINISHED";
                                invoice_date: string;
                                invoice_number: string | null;
                                proposal_number: string | null;
                                company_name: string | null;
                                first_name: string | null;
                                last_name: string | null;
                                licence_plate: string | null;
                                total_price: number;
                            }[];
                        }[];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5011, 5015) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    serviceInvoicesGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tradeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            customer_id: string | null;
                            vehicle_id: string | null;
                            make: unknown;
                            model: unknown;
                            licence_plate: unknown;
                            vin_code: unknown;
                            next_inspection: unknown;
                            mileage: number | null;
                            lines: {
                                description: string;
                                quantity: number;
                                /** @enum {string} */
                                unit?: "PIECE" | "HOUR" | "LITRE" | "LUMP_SUM";
                                unit_price: number;
                            }[];
                            vat: boolean;
                            vat_rate: 19 | 7 | 0;
                            /** @enum {string|null} */
                            vat_exemption: "SMALL_BUSINESS" | "REVERSE_CHARGE" | "NOT_TAXABLE" | null;
                            /** @enum {string} */
                            payment_type: "IMMEDIATE" | "IN_7_DAYS" | "IN_14_DAYS";
                            /** @enum {string} */
                            payment_method: "TRANSFER" | "CASH" | "FINANCING" | "CARD";
                            /** @enum {string} */
                            handover_date: "INVOICE_DATE" | "CUSTOM";
                            handover_on: unknown;
                            invoice_date: unknown;
                            proposal_valid_until: unknown;
                            invoice_comments: unknown;
                            /** @enum {string} */
                            invoice_template: "CUSTOM" | "STANDARD";
                            /** @enum {string} */
                            language: "de" | "en";
                            id: string;
                            /** @enum {string} */
                            status: "PENDING" | "REJECTED" | "FINISHED";
                            customer: {
                                id: string;
                                /** @enum {string} */
                                type: "PRIVATE" | "BUSINESS";
                                /** @enum {string|null} */
                                greeting: "MISTER" | "MISSUS" | null;
                                /** @enum {string|null} */
                                title: "DOCTOR" | "PROFESSOR" | "DPROFESSOR" | null;
                                company_name: string | null;
                                first_name: string | null;
                                last_name: string | null;
                                street_address: string | null;
                                house_number: string | null;
                                additional_address: string | null;
                                additional_info1: string | null;
                                additional_info2: string | null;
                                postal_code: string | null;
                                city: string | null;
                                country_id: number;
                                phone_number: string | null;
                                email: string | null;
                                /** @description YYYY-MM-DD */
                                birthday: string | null;
                                place_of_birth: string | null;
                                nationality: string | null;
                                passport: string | null;
                                /** @description expiry date of the ID document, YYYY-MM-DD */
                                passport_expired: string | null;
                                passport_from: string | null;
                                comments: string | null;
                                /** @description USt-IdNr. of a business customer, compact and upper case */
                                vat_id: string | null;
                                /** @description Leitweg-ID (BT-10) of a public-sector buyer */
                                buyer_reference?: string | null;
                                /** @description a public-sector buyer, invoiced also as XRechnung */
                                public_sector?: boolean;
                            } | null;
                            amounts: {
                                vat_rate: number;
                                /** @enum {string|null} */
                                vat_exemption: "SMALL_BUSINESS" | "REVERSE_CHARGE" | "NOT_TAXABLE" | null;
                                lines: {
                                    net_cents: number;
                                    vat_cents: number;
                                    gross_cents: number;
                                }[];
                                net_cents: number;
                                vat_cents: number;
                                gross_cents: number;
                            };
                            invoice_number: string | null;
                            proposal_number: string | null;
                            issued_on: string | null;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    serviceInvoicesRemove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tradeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description In conflict with the current state (error.code 9509) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    serviceInvoicesGenerate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tradeId: string;
                documentType: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    language?: "de" | "en";
                    invoice_number?: string | null;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            suuid: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description In conflict with the current state (error.code 9509, 9510) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5015, 9506, 9511, 9512, 9513, 9518, 9532, 9537, 9538, 9539, 9540) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    serviceInvoicesStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                suuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            suuid: string;
                            /** @enum {string} */
                            status: "PENDING" | "RUNNING" | "DONE" | "FAILED";
                            progress: number;
                            result: unknown;
                            error: string | null;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    serviceInvoicesGenerated: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tradeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            trade_id: string;
                            /** @enum {string} */
                            order_type: "SELLING" | "BUYING" | "SERVICE_INVOICE";
                            vehicle_id: string | null;
                            /** @enum {string} */
                            document_type: "INVOICE" | "CONTRACT" | "PRIVACY" | "PROPOSAL" | "PROTOCOL" | "RECEIPT" | "BINDING_CONTRACT" | "CANCELLATION";
                            number: string | null;
                            canceled: boolean;
                            xrechnung?: boolean;
                            version: number;
                            /** @enum {string} */
                            language: "de" | "en";
                            /** @description YYYY-MM-DD */
                            issued_on: string;
                            file_name: string;
                            size: number;
                            created_at: string;
                            last_mail?: {
                                recipient: string;
                                /** @description ISO timestamp */
                                sent_at: string;
                            } | null;
                            recipient_email?: string | null;
                        }[];
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    serviceInvoicesDocumentUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tradeId: string;
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            url: string;
                            expires_at: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    serviceInvoicesXrechnung: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tradeId: string;
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009, 9410, 9411) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    serviceInvoicesMail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tradeId: string;
                documentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    to: string;
                    message?: string | null;
                    /** @default false */
                    copy_to_company?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            recipient: string;
                            /** @description ISO timestamp */
                            sent_at: string;
                            copy: string | null;
                            attachments: string[];
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5013, 5015, 9027, 9138, 9411, 9412, 9413) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests in the window; try again later (error.code 429) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    serviceInvoicesRemoveDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tradeId: string;
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description In conflict with the current state (error.code 9533) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    serviceInvoicesCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tradeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    invoice_number?: string | null;
                    /** @enum {string} */
                    language?: "de" | "en";
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            suuid: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description In conflict with the current state (error.code 9526, 9527) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5010, 5015, 9528) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    datevSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            adviser_number: number | null;
                            client_number: number | null;
                            fiscal_year_start_month: number;
                            accounts: {
                                /** @enum {string} */
                                chart: "SKR03" | "SKR04";
                                /** @enum {string} */
                                account_case: "REVENUE_19" | "REVENUE_7" | "EXPORT" | "INTRA_EU" | "MARGIN" | "SMALL_BUSINESS" | "REVERSE_CHARGE" | "NOT_TAXABLE" | "PURCHASE_19" | "PURCHASE_7" | "PURCHASE_NO_VAT";
                                account: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    datevSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    adviser_number: number | null;
                    client_number: number | null;
                    fiscal_year_start_month: number;
                    accounts: {
                        /** @enum {string} */
                        chart: "SKR03" | "SKR04";
                        /** @enum {string} */
                        account_case: "REVENUE_19" | "REVENUE_7" | "EXPORT" | "INTRA_EU" | "MARGIN" | "SMALL_BUSINESS" | "REVERSE_CHARGE" | "NOT_TAXABLE" | "PURCHASE_19" | "PURCHASE_7" | "PURCHASE_NO_VAT";
                        account: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            adviser_number: number | null;
                            client_number: number | null;
                            fiscal_year_start_month: number;
                            accounts: {
                                /** @enum {string} */
                                chart: "SKR03" | "SKR04";
                                /** @enum {string} */
                                account_case: "REVENUE_19" | "REVENUE_7" | "EXPORT" | "INTRA_EU" | "MARGIN" | "SMALL_BUSINESS" | "REVERSE_CHARGE" | "NOT_TAXABLE" | "PURCHASE_19" | "PURCHASE_7" | "PURCHASE_NO_VAT";
                                account: string;
                            }[];
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403, 5005) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5015, 9594, 9595, 9598, 9599) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    datevDownload: {
        parameters: {
            query: {
                from: string;
                to: string;
                chart: "SKR03" | "SKR04";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5015, 9590, 9591, 9592, 9593, 9596, 9597) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    subscriptionsPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            plans: {
                                /** @enum {string} */
                                plan_name: "MONTHLY" | "YEARLY";
                                net_cents: number;
                                vat_rate: number;
                                gross_cents: number;
                                months: 1 | 12;
                                /** @enum {string} */
                                taxation: "STANDARD" | "REVERSE_CHARGE" | "NOT_TAXABLE";
                            }[];
                            orderable: boolean;
                            payment_types: ("SEPA" | "INVOICE")[];
                            creditor: {
                                name: string;
                                address: string | null;
                                creditor_id: string;
                            } | null;
                            starts_on: string;
                        };
                    };
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    subscriptionsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            subscriptions: {
                                id: string;
                                /** @enum {string} */
                                plan_name: "MONTHLY" | "YEARLY";
                                net_cents: number;
                                vat_rate: number;
                                gross_cents: number;
                                /** @enum {string} */
                                taxation: "STANDARD" | "REVERSE_CHARGE" | "NOT_TAXABLE";
                                /** @enum {string} */
                                payment_type: "SEPA" | "INVOICE";
                                account_holder: string | null;
                                iban_masked: string | null;
                                bic: string | null;
                                mandate_reference: string | null;
                                mandate_signed_at: string | null;
                                starts_on: string;
                                ends_on: string | null;
                                canceled_at: string | null;
                                period_end: string;
                                ordered_at: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    subscriptionsSubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    plan_name: "MONTHLY" | "YEARLY";
                    price: number;
                    /**
                     * @default SEPA
                     * @enum {string}
                     */
                    payment_type?: "SEPA" | "INVOICE";
                    account_holder?: string;
                    iban?: string;
                    bic?: string;
                    mandate_accepted?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            plan_name: "MONTHLY" | "YEARLY";
                            net_cents: number;
                            vat_rate: number;
                            gross_cents: number;
                            /** @enum {string} */
                            taxation: "STANDARD" | "REVERSE_CHARGE" | "NOT_TAXABLE";
                            /** @enum {string} */
                            payment_type: "SEPA" | "INVOICE";
                            account_holder: string | null;
                            iban_masked: string | null;
                            bic: string | null;
                            mandate_reference: string | null;
                            mandate_signed_at: string | null;
                            starts_on: string;
                            ends_on: string | null;
                            canceled_at: string | null;
                            period_end: string;
                            ordered_at: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description In conflict with the current state (error.code 5006, 9544, 9555) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too large (error.code 5008) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A content type the route does not take (error.code 5002) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5011, 5015, 9206, 9207, 9545, 9546, 9548, 9549) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    subscriptionsCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description subscription id (uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            plan_name: "MONTHLY" | "YEARLY";
                            net_cents: number;
                            vat_rate: number;
                            gross_cents: number;
                            /** @enum {string} */
                            taxation: "STANDARD" | "REVERSE_CHARGE" | "NOT_TAXABLE";
                            /** @enum {string} */
                            payment_type: "SEPA" | "INVOICE";
                            account_holder: string | null;
                            iban_masked: string | null;
                            bic: string | null;
                            mandate_reference: string | null;
                            mandate_signed_at: string | null;
                            starts_on: string;
                            ends_on: string | null;
                            canceled_at: string | null;
                            period_end: string;
                            ordered_at: string;
                        };
                    };
                };
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description In conflict with the current state (error.code 9547) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    subscriptionsMandate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description subscription id (uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    subscriptionsInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            invoices: {
                                id: string;
                                subscription_id: string;
                                number: string;
                                /** @enum {string} */
                                plan_name: "MONTHLY" | "YEARLY";
                                period_start: string;
                                period_end: string;
                                net_cents: number;
                                vat_rate: number;
                                vat_cents: number;
                                gross_cents: number;
                                /** @enum {string} */
                                payment_type: "SEPA" | "INVOICE";
                                issued_on: string;
                                due_on: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    subscriptionsInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description invoice id (uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A request that makes no sense (an invalid path value, JSON or text encoding) (error.code 5003) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or another company’s (error.code 404) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    auditEventsList: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                search?: string;
                from?: string;
                to?: string;
                action?: "DOCUMENT_ISSUED" | "DOCUMENT_REGENERATED" | "TRADE_CANCELED" | "DOCUMENT_DELETED" | "DOCUMENT_MAILED" | "DATEV_EXPORTED" | "VEHICLE_DELETED" | "CUSTOMER_DELETED";
                object_type?: "DOCUMENT" | "TRADE" | "VEHICLE" | "CUSTOMER" | "DATEV_EXPORT";
                user_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            occurred_at: string;
                            user_id: string | null;
                            user_name: string | null;
                            /** @enum {string} */
                            action: "DOCUMENT_ISSUED" | "DOCUMENT_REGENERATED" | "TRADE_CANCELED" | "DOCUMENT_DELETED" | "DOCUMENT_MAILED" | "DATEV_EXPORTED" | "VEHICLE_DELETED" | "CUSTOMER_DELETED";
                            /** @enum {string} */
                            object_type: "DOCUMENT" | "TRADE" | "VEHICLE" | "CUSTOMER" | "DATEV_EXPORT";
                            object_id: string | null;
                            label: string;
                            request_id: string | null;
                            document_sha256: string | null;
                            details: {
                                [key: string]: unknown;
                            };
                        }[];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5011, 5015, 9590, 9591) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    auditEventsUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 5009) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    auditEventsExportCsv: {
        parameters: {
            query?: {
                search?: string;
                from?: string;
                to?: string;
                action?: "DOCUMENT_ISSUED" | "DOCUMENT_REGENERATED" | "TRADE_CANCELED" | "DOCUMENT_DELETED" | "DOCUMENT_MAILED" | "DATEV_EXPORTED" | "VEHICLE_DELETED" | "CUSTOMER_DELETED";
                object_type?: "DOCUMENT" | "TRADE" | "VEHICLE" | "CUSTOMER" | "DATEV_EXPORT";
                user_id?: string;
                lang?: "de" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid bearer token (error.code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed (error.code 1113, 403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code (error.code 0001, 5003, 5009, 5011, 5015, 9590, 9591) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
