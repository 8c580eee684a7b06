import { ro as decapRo } from 'decap-cms-locales'
import { PATCH_PHRASES } from './patchPhrases'
import { withCorrections, type Phrases } from './phrases'

/**
 * Decap's Romanian interface (its `ro` locale, decap-cms-locales 3.8.2),
 * corrected where it reads wrong to a Romanian: misspellings ("crează", "Duplifică"), a stray quotation mark,
 * English left untranslated ("Workflow", "Status", "Rich Text"), awkward wording ("Verifică publicare",
 * "persistarea"), and the strings it lacks, which Decap would otherwise show in English. Every correction lives
 * here; the rest of its strings are Decap's own.
 */
export const RO_CORRECTIONS = {
  auth: { loginWithForgejo: 'Autentifică-te cu Forgejo' },
  app: {
    header: { workflow: 'Flux editorial', media: 'Imagini și fișiere' },
    app: { waitingBackend: 'Se așteaptă serverul...' },
  },
  collection: {
    collectionTop: { viewAsList: 'Afișează ca listă', viewAsGrid: 'Afișează ca grilă' },
    entries: { cachingEntries: 'Se pregătesc intrările...', unpublishedHeader: 'Intrări nepublicate' },
  },
  editor: {
    editorControl: { field: { widgetLabel: 'Câmpul %{widgetLabel}' } },
    editorControlPane: {
      widget: {
        required: 'Câmpul „%{fieldLabel}” este obligatoriu: completează-l.',
        regexPattern: '%{fieldLabel} %{pattern}.',
        processing: 'Câmpul „%{fieldLabel}” se procesează.',
        range: '%{fieldLabel} trebuie să fie între %{minValue} și %{maxValue}.',
        min: '%{fieldLabel} trebuie să fie cel puțin %{minValue}.',
        max: '%{fieldLabel} trebuie să fie cel mult %{maxValue}.',
        rangeCount: '%{fieldLabel} trebuie să aibă între %{minCount} și %{maxCount} elemente.',
        rangeCountExact: '%{fieldLabel} trebuie să aibă exact %{count} elemente.',
        rangeMin: '%{fieldLabel} trebuie să aibă cel puțin %{minCount} elemente.',
        rangeMax: '%{fieldLabel} trebuie să aibă cel mult %{maxCount} elemente.',
        minCount: '%{fieldLabel} trebuie să aibă cel puțin %{minCount} elemente.',
        maxCount: '%{fieldLabel} trebuie să aibă cel mult %{maxCount} elemente.',
        invalidPath: '„%{path}” nu este o cale validă.',
        pathExists: 'Calea „%{path}” există deja.',
      },
      i18n: {
        writingInLocale: 'Scrii în %{locale}',
        copyFromLocale: 'Completează din altă limbă',
        copyFromLocaleConfirm:
          'Completezi cu textele din limba %{locale}?\nTot ce este scris acum în această limbă va fi înlocuit.',
      },
    },
    editor: {
      onLeavePage: 'Sigur vrei să părăsești pagina?',
      onUpdatingWithUnsavedChanges: 'Ai modificări nesalvate: salvează-le înainte de a schimba starea.',
      onPublishingNotReady: 'Mută intrarea în „Gata” înainte de a o publica.',
      onPublishingWithUnsavedChanges: 'Ai modificări nesalvate: salvează-le înainte de a publica.',
      onPublishing: 'Sigur vrei să publici această intrare?',
      onUnpublishing: 'Sigur vrei să retragi această intrare de pe site?',
      onDeleteWithUnsavedChanges:
        'Sigur vrei să ștergi această intrare publicată, împreună cu modificările nesalvate de acum?',
      onDeletePublishedEntry: 'Sigur vrei să ștergi această intrare publicată?',
      onDeleteUnpublishedChangesWithUnsavedChanges:
        'Se vor șterge toate modificările nepublicate ale acestei intrări și modificările nesalvate de acum. Continui?',
      onDeleteUnpublishedChanges: 'Se vor șterge toate modificările nepublicate ale acestei intrări. Continui?',
      confirmLoadBackup: 'Există o copie locală nesalvată a acestei intrări. Vrei să o folosești?',
    },
    editorInterface: {
      toggleI18n: 'Arată sau ascunde cealaltă limbă',
      togglePreview: 'Arată sau ascunde previzualizarea',
      toggleScrollSync: 'Derulează împreună',
      toggleNotes: 'Arată sau ascunde notele',
    },
    editorNotesPane: {
      title: 'Note',
      emptyState: 'Nicio notă încă. Scrie mai jos prima notă pentru colegi.',
      addNote: 'Adaugă nota',
      addPlaceholder: 'Scrie o notă...',
      editPlaceholder: 'Modifică nota...',
      save: 'Salvează',
      cancel: 'Renunță',
      edit: 'Modifică',
      delete: 'Șterge',
      resolve: 'Marchează ca rezolvată',
      unresolve: 'Redeschide',
      confirmDelete: 'Sigur vrei să ștergi această notă?',
      shortcut: 'Sfat: Ctrl+Enter adaugă nota.',
    },
    editorToolbar: {
      publish: 'Publică',
      unpublish: 'Retrage de pe site',
      duplicate: 'Duplică',
      unpublishing: 'Se retrage de pe site...',
      publishAndCreateNew: 'Publică și creează alta',
      publishAndDuplicate: 'Publică și duplică',
      deleteUnpublishedChanges: 'Șterge modificările nepublicate',
      deleteEntry: 'Șterge intrarea',
      status: 'Stare: %{status}',
      publishNow: 'Publică acum',
      deployPreviewPendingButtonLabel: 'Verifică previzualizarea',
      deployPreviewButtonLabel: 'Vezi previzualizarea',
      deployButtonLabel: 'Vezi pe site',
      statusInfoTooltipDraft: 'Intrarea este o ciornă. Când e gata de verificat, schimbă-i starea în „În revizuire”.',
      statusInfoTooltipInReview:
        'Intrarea este în revizuire; nu mai trebuie făcut nimic. Poți totuși să o modifici în continuare.',
    },
    editorWidgets: {
      markdown: {
        bold: 'Aldin',
        italic: 'Cursiv',
        strikethrough: 'Tăiat',
        richText: 'Text formatat',
        linkPrompt: 'Scrie adresa (URL)',
        toggleMode: { rich: 'Treci la textul formatat', markdown: 'Treci la Markdown' },
      },
      image: {
        chooseUrl: 'Inserează de la o adresă (URL)',
        replaceUrl: 'Înlocuiește cu o adresă (URL)',
        promptUrl: 'Scrie adresa (URL) imaginii',
        chooseMultiple: 'Alege imagini',
        addMore: 'Adaugă imagini',
        removeAll: 'Șterge toate imaginile',
      },
      file: {
        chooseUrl: 'Inserează de la o adresă (URL)',
        replaceUrl: 'Înlocuiește cu o adresă (URL)',
        promptUrl: 'Scrie adresa (URL) fișierului',
        remove: 'Șterge fișierul',
        chooseMultiple: 'Alege fișiere',
        addMore: 'Adaugă fișiere',
        removeAll: 'Șterge toate fișierele',
      },
      datetime: { setToNow: 'Completează %{fieldLabel} cu momentul de acum' },
      list: { add: 'Adaugă %{item}', addType: 'Adaugă %{item}' },
      object: { expand: 'Deschide', collapse: 'Strânge' },
      unknownControl: { noControl: 'Câmpul de tip „%{widget}” nu are un editor.' },
      unknownPreview: { noPreview: 'Câmpul de tip „%{widget}” nu are previzualizare.' },
    },
  },
  mediaLibrary: {
    mediaLibraryCard: { copyPath: 'Copiază calea', copyName: 'Copiază numele' },
    mediaLibrary: {
      onDelete: 'Sigur vrei să ștergi fișierul ales?',
      fileTooLarge: 'Fișierul este prea mare.\nSe acceptă fișiere de cel mult %{size} KB.',
    },
    mediaLibraryModal: {
      noResults: 'Niciun rezultat.',
      uploading: 'Se încarcă fișierul...',
      deleteSelected: 'Șterge fișierele alese',
      chooseSelected: 'Folosește fișierul ales',
      close: 'Închide',
    },
  },
  ui: {
    settingsDropdown: { account: 'Opțiunile contului' },
    errorBoundary: {
      details: 'A apărut o eroare. Te rugăm ',
      reportIt: 'să o semnalezi pe GitHub.',
      privacyWarning:
        'Semnalarea va conține mesajul de eroare și date de depanare.\nVerifică-le și șterge orice dată personală înainte de a o trimite.',
      recoveredEntry: {
        warning: 'Copiază textul de mai jos într-un loc sigur înainte de a pleca de pe pagină!',
        copyButtonLabel: 'Copiază',
      },
    },
    toast: {
      onFailToLoadEntries: 'Intrarea nu s-a putut încărca: %{details}',
      onFailToLoadDeployPreview: 'Previzualizarea nu s-a putut încărca: %{details}',
      onFailToPersist: 'Intrarea nu s-a putut salva: %{details}',
      onFailToDelete: 'Intrarea nu s-a putut șterge: %{details}',
      onFailToUpdateStatus: 'Starea nu s-a putut schimba: %{details}',
      missingRequiredField: 'Lipsește un câmp obligatoriu. Completează-l ca să poți salva.',
      onFailToPublishEntry: 'Publicarea nu a reușit: %{details}',
      onFailToUnpublishEntry: 'Retragerea de pe site nu a reușit: %{details}',
      entryUnpublished: 'Intrare retrasă de pe site',
      entryUpdated: 'Starea intrării s-a schimbat',
      onLoggedOut: 'Ai fost deconectat. Salvează-ți textele și autentifică-te din nou.',
      onBackendDown: 'Serverul are probleme. Vezi %{details} pentru mai multe informații.',
      noteAdded: 'Nota a fost adăugată',
      onFailToAddNote: 'Nota nu s-a putut adăuga: %{details}',
      noteUpdated: 'Nota a fost modificată',
      onFailToUpdateNote: 'Nota nu s-a putut modifica: %{details}',
      noteDeleted: 'Nota a fost ștearsă',
      onFailToDeleteNote: 'Nota nu s-a putut șterge: %{details}',
      noteResolved: 'Nota a fost marcată ca rezolvată',
      noteReopened: 'Nota a fost redeschisă',
      onFailToToggleNote: 'Starea notei nu s-a putut schimba: %{details}',
    },
  },
  workflow: {
    workflow: {
      loading: 'Se încarcă intrările fluxului editorial',
      workflowHeading: 'Flux editorial',
      newPost: 'Intrare nouă',
      // The board's dates: Decap formats them with English month names only ("November 23").
      dateFormat: 'D.MM.YYYY',
      description:
        '%{smart_count} în revizuire, %{readyCount} gata de publicat. |||| %{smart_count} în revizuire, %{readyCount} gata de publicat.',
    },
    workflowCard: {
      deleteChanges: 'Șterge modificările',
      publishChanges: 'Publică modificările',
      publishNewEntry: 'Publică intrarea nouă',
    },
    workflowList: {
      onDeleteEntry: 'Sigur vrei să ștergi intrarea?',
      onPublishingNotReadyEntry:
        'Se pot publica doar intrările din coloana „Gata”. Trage cardul în coloana „Gata” ca să-l poți publica.',
      onPublishEntry: 'Sigur vrei să publici?',
      currentEntries: '%{smart_count} intrare |||| %{smart_count} intrări',
    },
  },
}

/** The Romanian interface the editor registers: Decap's strings with the corrections above, and our patches'. */
export const ro = withCorrections(withCorrections(decapRo as unknown as Phrases, RO_CORRECTIONS), PATCH_PHRASES.ro)
