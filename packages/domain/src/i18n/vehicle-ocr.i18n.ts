import { bilingual } from './bilingual';

// Adding a vehicle by reading its registration document (Zulassungsbescheinigung Teil I) by OCR.
export const vehicleOcrTexts = bilingual(
  {
    ocr: {
      title: 'Fahrzeugschein auslesen',
      choice: 'Fahrzeugschein fotografieren oder hochladen',
      intro:
        'Fotografieren Sie die Zulassungsbescheinigung Teil I (Fahrzeugschein) oder wählen Sie ein Foto oder einen Scan. Die erkannten Daten prüfen Sie anschließend neben dem Bild.',
      takePhoto: 'Foto aufnehmen',
      chooseFile: 'Datei wählen',
      formats: 'JPEG, PNG, BMP, TIFF oder ein PDF mit einer Seite.',
      tips: 'Für ein gutes Ergebnis: helles, gleichmäßiges Licht ohne Spiegelung, scharf gestellt, das ganze Dokument flach und vollständig im Bild.',
      uploading: 'Wird hochgeladen …',
      reading: 'Fahrzeugschein wird gelesen …',
      progressLabel: 'Fortschritt beim Lesen',
      failedTitle: 'Nichts Lesbares erkannt',
      failedAdvice:
        'Bitte versuchen Sie es noch einmal: sorgen Sie für gutes Licht ohne Schatten und Spiegelung, stellen Sie scharf und legen Sie das ganze Dokument flach ins Bild.',
      unsupportedTitle: 'Dieser Dateityp wird nicht unterstützt',
      unsupportedAdvice: 'Bitte senden Sie ein Foto (JPEG, PNG, BMP, TIFF) oder ein PDF mit genau einer Seite.',
      storageFull: 'Der Speicherplatz Ihres Unternehmens ist voll. Löschen Sie Dokumente oder erweitern Sie den Speicher.',
      tryAgain: 'Anderes Bild wählen',
      byHand: 'Von Hand eingeben',
      photo: 'Ihr Fahrzeugschein',
      photoAlt: 'Das ausgelesene Bild des Fahrzeugscheins',
      read_one: '{count} Feld erkannt. Bitte prüfen Sie alle Angaben mit dem Bild und ergänzen Sie den Rest.',
      read_other: '{count} Felder erkannt. Bitte prüfen Sie alle Angaben mit dem Bild und ergänzen Sie den Rest.',
      unsure_one: '{count} unsichere Angabe ist markiert.',
      unsure_other: '{count} unsichere Angaben sind markiert.',
      check: 'Bitte prüfen: unsicher erkannt',
      kept: 'Das Bild wird beim Speichern als Dokument beim Fahrzeug abgelegt.',
      document: 'Fahrzeugschein (OCR)',
    },
  },
  {
    ocr: {
      title: 'Read registration document',
      choice: 'Photograph or upload the registration document',
      intro:
        'Take a photo of the registration certificate part I (Fahrzeugschein) or choose a photo or scan. You then check the data read beside the image.',
      takePhoto: 'Take photo',
      chooseFile: 'Choose file',
      formats: 'JPEG, PNG, BMP, TIFF or a one-page PDF.',
      tips: 'For a good result: bright, even light without glare, in focus, the whole document flat and complete in the frame.',
      uploading: 'Uploading …',
      reading: 'Reading the registration document …',
      progressLabel: 'Reading progress',
      failedTitle: 'Nothing readable found',
      failedAdvice:
        'Please try again: make sure of good light without shadows or glare, focus, and lay the whole document flat in the frame.',
      unsupportedTitle: 'This file type is not supported',
      unsupportedAdvice: 'Please send a photo (JPEG, PNG, BMP, TIFF) or a PDF of exactly one page.',
      storageFull: 'Your company’s storage is full. Delete documents or extend the storage.',
      tryAgain: 'Choose another image',
      byHand: 'Enter by hand',
      photo: 'Your registration document',
      photoAlt: 'The image of the registration document that was read',
      read_one: '{count} field read. Please check every entry against the image and fill in the rest.',
      read_other: '{count} fields read. Please check every entry against the image and fill in the rest.',
      unsure_one: '{count} unsure entry is highlighted.',
      unsure_other: '{count} unsure entries are highlighted.',
      check: 'Please check: read with low confidence',
      kept: 'On saving, the image is kept as a document of the vehicle.',
      document: 'Registration document (OCR)',
    },
  },
);
